import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { verifyPassword } from "../auth/password-hash.ts";
import { createDatabase } from "@portal/db/connection";
import { findAdminUser } from "@portal/db/repositories/admin-users";
import { findShipmentByWaybill } from "@portal/db/repositories/shipments";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { hashBrandApiKey } from "./brand-api-key.ts";
import { findNdrCredentials } from "@portal/db/repositories/ndr-pushes";
import { acmeDocument } from "./import-test-documents.ts";
import { PORTAL_CLI_USAGE, runPortalCli } from "./portal-cli.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const folder = mkdtempSync(join(tmpdir(), "portal-cli-"));
function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe.each(testDatabases)("pnpm portal on $label", (target) => {
  const database = useTestDatabase(target, { migrate: false });

  async function cli(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const openDatabase = vi.fn(() => createDatabase(database.config));
    const code = await runPortalCli(args, {
      openDatabase,
      openFile: (path) => createReadStream(path, { encoding: "utf8" }),
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      now: () => NOW,
    });
    return { code, stdout: out.join(""), stderr: err.join(""), opened: openDatabase.mock.calls.length };
  }

  test("without a known command it prints the usage and exits 2", async () => {
    for (const args of [[], ["nope"], ["import"], ["api-key", "a", "b"]]) {
      expect(await cli(...args)).toEqual({ code: 2, stdout: "", stderr: PORTAL_CLI_USAGE, opened: 0 });
    }
  });

  test("import migrates the database, loads the document and prints a summary", async () => {
    const result = await cli("import", file("acme.json", JSON.stringify(acmeDocument())));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("brands:        1 created, 0 updated (1 themes saved)");
    expect(result.stdout).toContain("shipments:     1 created, 0 updated, 0 unchanged, 3 new scans");
    expect(await findBrandBySubdomain(database.db, "acme")).toMatchObject({ name: "Acme" });
    const again = await cli("import", file("acme.json", JSON.stringify(acmeDocument())));
    expect(again.stdout).toContain("shipments:     0 created, 0 updated, 1 unchanged, 0 new scans");
  });

  test.each([
    [
      "a missing file",
      () => join(folder, "missing.json"),
      /missing\.json: no such file\. A relative path is read from the directory the command was typed in\./,
    ],
    ["a file that is not JSON", () => file("broken.json", "{ version: 1"), /broken\.json is not valid JSON: /],
    ["an invalid document", () => file("v2.json", '{"version":2}'), /v2\.json is not a valid import document: version must be 1\.\n$/],
    [
      "a shipment without scans",
      () => file("noscan.json", JSON.stringify({ version: 1, shipments: [{ brand: "acme", waybill: "W" }] })),
      /is not a valid import document:\nshipments\.0: A shipment needs scans or a latest_status\./,
    ],
  ])("refuses %s with a clear message and exit 1, before opening the database", async (_case, path, message) => {
    const result = await cli("import", path(), "--all-or-nothing");
    expect(result).toMatchObject({ code: 1, stdout: "", opened: 0 });
    expect(result.stderr).toMatch(message);
  });

  test("brand links an existing brand row to a brand package, without SQL; refuses unknown ones", async () => {
    await cli("import", file("acme-for-brand.json", JSON.stringify(acmeDocument())));
    expect(await cli("brand", "acme", "medleaf")).toMatchObject({ code: 0, stdout: 'Brand "acme" now renders with package "medleaf" (was "default").\n' });
    expect(await findBrandBySubdomain(database.db, "acme")).toMatchObject({ brandPackage: "medleaf" });
    expect(await cli("brand", "acme", "no-such-package")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^There is no brand package "no-such-package"\. Packages: .*medleaf/),
    });
    expect(await cli("brand", "ghost", "medleaf")).toMatchObject({ code: 1, stderr: expect.stringMatching(/^There is no brand "ghost"/) });
    expect(await findBrandBySubdomain(database.db, "acme")).toMatchObject({ brandPackage: "medleaf" });
  });

  test("with --all-or-nothing refuses a document naming an unknown brand, writing nothing", async () => {
    const document = { version: 1, shipments: [{ brand: "ghost", waybill: "G", scans: [{ code: 1, timestamp: "2026-11-20T00:00:00Z" }] }] };
    const result = await cli("import", file("ghost.json", JSON.stringify(document)), "--all-or-nothing");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Import refused, nothing was written:\nshipments.0.brand: there is no brand "ghost". Add it under "brands" in the document, or import it first.\n',
    );
  });

  test("by default writes the valid records, lists every refused one and exits 1; a zone-less feed takes its courier's zone", async () => {
    await cli("import", file("acme.json", JSON.stringify(acmeDocument())));
    const feed = JSON.parse(await readFile(new URL("./fixtures/zone-less-feed.json", import.meta.url), "utf8"));
    feed.shipments.push({ brand: "ghost", waybill: "G", scans: [{ code: 1, timestamp: "2026-11-20T00:00:00Z" }] });
    feed.shipments.push({ brand: "acme", waybill: "NOZONE", scans: [{ code: 1, timestamp: "2026-11-20 10:00" }] });
    const result = await cli("import", file("feed.json", JSON.stringify(feed)));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("shipments:     2 created, 0 updated, 0 unchanged, 5 new scans");
    expect(result.stdout).toContain("rejected:      2");
    expect(result.stdout).toContain('  shipments.2.brand: there is no brand "ghost".');
    expect(result.stdout).toContain('  shipments.3.scans.0.timestamp: "2026-11-20 10:00" has no time zone');
    const brand = await findBrandBySubdomain(database.db, "acme");
    const ist = await findShipmentByWaybill(database.db, brand!.id, "IST-1");
    expect(ist?.scans.at(-1)?.scannedAt).toBe("2026-11-18T03:42:00.000Z");
  });

  test("api-key prints a new key once and stores only its hash; running it again rotates the key", async () => {
    const first = await cli("api-key", "acme");
    expect(first.code).toBe(0);
    const key = /\n {2}(pik_[\w-]{43})\n/.exec(first.stdout)?.[1];
    expect(key).toBeDefined();
    expect((await findBrandBySubdomain(database.db, "acme"))?.apiKeyHash).toBe(hashBrandApiKey(key!));
    const second = await cli("api-key", "acme");
    const rotated = /\n {2}(pik_[\w-]{43})\n/.exec(second.stdout)?.[1];
    expect(rotated).not.toBe(key);
    expect((await findBrandBySubdomain(database.db, "acme"))?.apiKeyHash).toBe(hashBrandApiKey(rotated!));
  });

  test("admin-user creates an admin with a generated password, and resets it when run again", async () => {
    const created = await cli("admin-user", "acme", "ops");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created admin "ops" of brand "acme"\.\nPassword \(shown once\): [\w-]{20}\n$/);
    const password = created.stdout.trim().split(" ").at(-1)!;
    const brand = await findBrandBySubdomain(database.db, "acme");
    const user = await findAdminUser(database.db, brand!.id, "ops");
    expect(await verifyPassword(password, user!.passwordHash)).toBe(true);
    expect(user!.passwordHash).not.toContain(password);

    const reset = await cli("admin-user", "acme", "ops");
    expect(reset.stdout).toMatch(/^Reset the password of admin "ops"/);
    const after = await findAdminUser(database.db, brand!.id, "ops");
    expect(await verifyPassword(password, after!.passwordHash)).toBe(false);
  });

  test("ndr-credentials stores the brand's NDR API login without printing it; refuses bad input and unknown brands", async () => {
    await cli("import", file("acme-for-ndr.json", JSON.stringify(acmeDocument())));
    const brand = await findBrandBySubdomain(database.db, "acme");
    const saved = await cli("ndr-credentials", "acme", "clickpost", "acme-enterprise", "clickpost-key-0123456789");
    expect(saved).toMatchObject({ code: 0, stderr: "" });
    expect(saved.stdout).not.toContain("clickpost-key-0123456789");
    expect(JSON.parse((await findNdrCredentials(database.db, brand!.id, "clickpost")) ?? "")).toEqual({
      username: "acme-enterprise",
      key: "clickpost-key-0123456789",
    });
    expect(await cli("ndr-credentials", "acme", "shiprocket", "not-an-email", "pw")).toMatchObject({ code: 1, stderr: "The shiprocket email is not valid.\n" });
    expect(await cli("ndr-credentials", "acme", "aftership", "a", "b")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^"aftership" has no NDR API here/),
    });
    expect(await cli("ndr-credentials", "ghost", "clickpost", "u", "k")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^There is no brand "ghost"/),
    });
    expect(await findNdrCredentials(database.db, brand!.id, "shiprocket")).toBeUndefined();
  });

  test("insights-backfill rebuilds a brand's roll-ups from its raw rows, the same again when run twice; refuses an unknown brand", async () => {
    await cli("import", file("acme.json", JSON.stringify(acmeDocument())));
    const brand = (await findBrandBySubdomain(database.db, "acme"))!;
    const forward = await database.db
      .selectFrom("shipments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("brand_id", "=", brand.id)
      .where("is_reverse", "=", 0)
      .executeTakeFirstOrThrow();
    const rolledUp = async () =>
      Number(
        (
          await database.db
            .selectFrom("insight_delivery_facets")
            .select((eb) => eb.fn.sum<number>("shipments").as("n"))
            .where("brand_id", "=", brand.id)
            .where("facet", "=", "stage")
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    const result = await cli("insights-backfill", "acme");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^${brand.id}: \\d+ shipment days`));
    expect(await rolledUp()).toBe(Number(forward.n));
    expect(Number(forward.n)).toBeGreaterThan(0);
    expect((await cli("insights-backfill")).code).toBe(0);
    expect(await rolledUp()).toBe(Number(forward.n));
    expect(await cli("insights-backfill", "ghost")).toMatchObject({ code: 1, stderr: 'There is no brand "ghost". Import it first (pnpm portal import).\n' });
  });

  test("api-key and admin-user refuse an unknown brand", async () => {
    for (const args of [
      ["api-key", "ghost"],
      ["admin-user", "ghost", "x"],
    ]) {
      const result = await cli(...args);
      expect(result).toMatchObject({ code: 1, stdout: "" });
      expect(result.stderr).toBe('There is no brand "ghost". Import it first (pnpm portal import).\n');
    }
  });
});
