import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createDatabase } from "@portal/db/connection";
import { findBrandEventEndpoint } from "@portal/db/repositories/brand-events";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { acmeDocument } from "../import/import-test-documents.ts";
import { runPortalCli } from "../import/portal-cli.ts";
import { webhookSecretKey } from "./standard-webhooks.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const folder = mkdtempSync(join(tmpdir(), "portal-cli-events-"));

describe.each(testDatabases)("pnpm portal brand-events on $label", (target) => {
  const database = useTestDatabase(target, { migrate: false });

  async function cli(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runPortalCli(args, {
      openDatabase: () => createDatabase(database.config),
      openFile: (path) => createReadStream(path, { encoding: "utf8" }),
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      now: () => NOW,
    });
    return { code, stdout: out.join(""), stderr: err.join("") };
  }
  const endpoint = async () => {
    const brand = await findBrandBySubdomain(database.db, "acme");
    return brand && findBrandEventEndpoint(database.db, brand.id);
  };

  test("sets the address, prints a new whsec_ secret once, keeps it on a change of address, and switches off", async () => {
    const path = join(folder, "acme.json");
    writeFileSync(path, JSON.stringify(acmeDocument()));
    expect((await cli("import", path)).code).toBe(0);

    const first = await cli("brand-events", "acme", "https://erp.acme.example/hooks/portal");
    expect(first.code).toBe(0);
    const secret = /\b(whsec_\S+)/.exec(first.stdout)?.[1] ?? "";
    expect(webhookSecretKey(secret)).toHaveLength(32);
    expect(await endpoint()).toMatchObject({ url: "https://erp.acme.example/hooks/portal", enabled: true, secret });

    const moved = await cli("brand-events", "acme", "https://erp2.acme.example/hooks");
    expect(moved.stdout).not.toContain("whsec_");
    expect(await endpoint()).toMatchObject({ url: "https://erp2.acme.example/hooks", secret });

    const rotated = await cli("brand-events", "acme", "https://erp2.acme.example/hooks", "--new-secret");
    const next = /\b(whsec_\S+)/.exec(rotated.stdout)?.[1];
    expect(next).toBeDefined();
    expect(next).not.toBe(secret);
    expect((await endpoint())?.secret).toBe(next);

    expect(await cli("brand-events", "acme", "off")).toMatchObject({ code: 0, stdout: expect.stringContaining("sends no events") });
    expect(await endpoint()).toMatchObject({ enabled: false, url: "https://erp2.acme.example/hooks" });
  });

  test("refuses a bad address and an unknown brand without writing", async () => {
    expect(await cli("brand-events", "acme", "ftp://erp.acme.example")).toMatchObject({ code: 1, stderr: expect.stringContaining("https://") });
    expect(await cli("brand-events", "acme", "https://user:pw@erp.acme.example")).toMatchObject({ code: 1 });
    expect(await cli("brand-events", "nobody", "https://erp.example")).toMatchObject({ code: 1, stderr: expect.stringContaining('no brand "nobody"') });
    expect(await cli("brand-events", "acme")).toMatchObject({ code: 2 });
  });
});
