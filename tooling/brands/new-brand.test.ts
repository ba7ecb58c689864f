import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
// @ts-expect-error plain .mjs without types
import { DEMO_LIST, newBrand } from "./new-brand.mjs";
import { SHIPMENT_TEMPLATE, shipmentDocument, shipmentDocumentPath } from "./brand-shipments.mjs";

const repo = resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(join(tmpdir(), "new-brand-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// The parts of the repo the generator reads and writes, copied so the test never touches the checkout.
for (const path of ["brands", "apps/portal/package.json", "apps/portal/src/brands", DEMO_LIST, SHIPMENT_TEMPLATE]) {
  cpSync(join(repo, path), join(copy, path), { recursive: true, filter: (src) => !src.includes("node_modules") });
}

// Not "acme-test": the README's walkthrough scaffolds that one in the checkout, and this test
// must still pass after it (the copy includes every brand already there).
describe("pnpm new-brand", () => {
  newBrand(copy, "probe-brand", { install: false, log: () => {} });
  const read = (path: string) => readFileSync(join(copy, path), "utf8");

  // Stories need no file: Storybook's brand picker finds every brands/*/src/index.tsx.
  test("writes a complete package: manifest, chrome, CSS, test, sample themes", () => {
    for (const file of [
      "package.json",
      "tsconfig.json",
      "vitest.config.ts",
      "src/manifest.ts",
      "src/index.tsx",
      "src/Header.tsx",
      "src/Footer.tsx",
      "src/Header.css",
      "src/Footer.css",
      "src/chrome.test.tsx",
      "src/sample-themes.ts",
      "src/tokens.ts",
    ]) {
      expect({ file, exists: existsSync(join(copy, "brands/probe-brand", file)) }).toEqual({ file, exists: true });
    }
    expect(JSON.parse(read("brands/probe-brand/package.json"))).toMatchObject({
      name: "@portal/brand-probe-brand",
      exports: { "./manifest": "./src/manifest.ts" },
    });
    expect(read("brands/probe-brand/src/Header.css")).toContain('header[data-brand="probe-brand"]');
    expect(read("brands/probe-brand/src/manifest.ts")).toContain('subdomains: ["probe-brand"]');
  });

  test("registers it: portal dependency, eager manifest, lazy chrome, demo row", () => {
    expect(JSON.parse(read("apps/portal/package.json")).dependencies["@portal/brand-probe-brand"]).toBe("workspace:*");
    expect(read("apps/portal/src/brands/manifests.gen.ts")).toContain('"probe-brand": probeBrandManifest');
    expect(read("apps/portal/src/brands/registry.gen.ts")).toContain('"probe-brand": () => import("@portal/brand-probe-brand")');
    expect(JSON.parse(read(DEMO_LIST)).brands.at(-1)).toEqual({
      id: "brand-probe-brand",
      subdomain: "probe-brand",
      name: "Probe Brand",
      brandPackage: "probe-brand",
      enterprise: true,
      securityCheckEnabled: false,
      waybillPrefix: "PROBEBRAND",
      country: "IN",
      theme: {
        name: "Probe Brand",
        config: { country: "IN", currency: "INR" },
        meta_data: { website: "https://probe-brand.example", email: "care@probe-brand.example" },
      },
    });
  });

  // Its tracking page showing them: apps/server/src/seed/new-brand-shipments.test.ts.
  test("gives it demo shipments: the template filled with its ids, names and keys", () => {
    const written = read(shipmentDocumentPath("probe-brand"));
    expect(written).toBe(shipmentDocument(read(SHIPMENT_TEMPLATE), "probe-brand"));
    expect(written).not.toContain("{{");
    const document = JSON.parse(written);
    expect(document.brandId).toBe("brand-probe-brand");
    expect(document.tables.shipments.rows.map((row: unknown[]) => row[3])).toContain("PROBEBRAND-DLV-008");
  });

  test("the registry it writes is what the committed generator would write", async () => {
    // @ts-expect-error plain .mjs without types
    const { brandPackages, renderFiles } = await import("./generate-registry.mjs");
    const files = renderFiles(brandPackages(copy));
    expect(read("apps/portal/src/brands/registry.gen.ts")).toBe(files.registry);
  });

  test("refuses a taken or malformed id, writing nothing", () => {
    expect(() => newBrand(copy, "probe-brand", { install: false, log: () => {} })).toThrow(/already exists/);
    expect(() => newBrand(copy, "Acme Test", { install: false, log: () => {} })).toThrow(/a-z/);
    expect(existsSync(join(copy, "brands/Acme Test"))).toBe(false);
  });
});
