import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createApp } from "../src/app.ts";
import { createDatabase } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { seedDemo } from "../src/seed/demo-seed.ts";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/log/logger.ts";
import { ClientAssets } from "../src/ssr/client-assets.ts";
import { runBench, textTable } from "./bench-cli.ts";

/**
 * `pnpm bench:wrong-key`: can answer times tell a guesser that a waybill exists on a brand
 * with the security check on? (docs/security.md, "Same work".)
 *
 * Seeds the demo into a throwaway SQLite file and asks, in-process through the whole app
 * (routing, limiter off, lookups, JSON), each call below for a real shipment of the
 * key-checking brand without a key, with a wrong key, and for an unknown waybill of the same
 * shape, interleaved so drift hits all three alike. Prints p50 and p99 per case and the
 * ratio of each to the unknown waybill's; the right key is printed for scale.
 *
 *   node dist/bench-wrong-key.js [--rounds 3000]
 */

const rounds = (() => {
  const at = process.argv.indexOf("--rounds");
  const value = at >= 0 ? Number(process.argv[at + 1]) : 3000;
  return Number.isInteger(value) && value > 0 ? value : 3000;
})();

const SEEDED_AT = new Date("2026-11-20T12:00:00.000Z");
const CASES = ["unknown waybill", "no key", "wrong key", "right key"] as const;
type Case = (typeof CASES)[number];
const CALLS = ["track-order", "edd"] as const;

/** Same length and alphabet as the real one, so the shape says nothing ("KES-DLV-008" -> "KES-DLV-908"). */
const unknownLike = (waybill: string) => waybill.replace(/(\d)(\d*)$/, (_all, first: string, rest: string) => `${first === "9" ? "8" : "9"}${rest}`);

async function main() {
  const work = mkdtempSync(join(tmpdir(), "portal-bench-wrong-key-"));
  const { db, close } = createDatabase({ sqliteFile: join(work, "portal.sqlite") });
  try {
    await migrateToLatest(db);
    await seedDemo(db, { now: SEEDED_AT });
    const brand = await db
      .selectFrom("brands")
      .select(["id", "subdomain"])
      .where("security_check_enabled", "=", 1)
      .orderBy("subdomain")
      .executeTakeFirstOrThrow();
    const shipment = await db
      .selectFrom("shipments")
      .select(["waybill", "security_key"])
      .where("brand_id", "=", brand.id)
      .where("security_key", "is not", null)
      .where("waybill", "is not", null)
      .orderBy("waybill")
      .executeTakeFirstOrThrow();
    const waybill = shipment.waybill;
    if (!waybill) throw new Error("the key-checking brand has no shipment with a waybill");
    const env = loadEnv({ LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" }, []);
    const app = createApp({
      db,
      env,
      assets: new ClientAssets({ "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } }),
      clientDir: work,
      log: createLogger("silent"),
      now: () => SEEDED_AT,
    });
    const host = `${brand.subdomain}.${env.baseDomain}`;
    const query: Record<Case, Record<string, string>> = {
      "unknown waybill": { waybill: unknownLike(waybill), security_key: "not-the-key" },
      "no key": { waybill },
      "wrong key": { waybill, security_key: "not-the-key" },
      "right key": { waybill, security_key: shipment.security_key ?? "" },
    };
    const ask = async (call: string, which: Case) => {
      const started = performance.now();
      const response = await app.request(`/api/v1/${call}?${new URLSearchParams(query[which])}`, { headers: { host } });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };

    process.stdout.write(`\n${brand.subdomain} (security check on), waybill ${waybill}: ${rounds} rounds per case, interleaved\n`);
    const header = ["call", "case", "status", "p50 ms", "p99 ms", "p50 / unknown"];
    const rows: string[][] = [];
    for (const call of CALLS) {
      const times = Object.fromEntries(CASES.map((c) => [c, [] as number[]])) as Record<Case, number[]>;
      const statuses = {} as Record<Case, number>;
      for (let warm = 0; warm < 200; warm += 1) for (const which of CASES) await ask(call, which);
      for (let round = 0; round < rounds; round += 1) {
        // A different order each round, so no case always follows another.
        const order = [...CASES].sort(() => Math.random() - 0.5);
        for (const which of order) {
          const { ms, status } = await ask(call, which);
          times[which].push(ms);
          statuses[which] = status;
        }
      }
      const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const p50 = (which: Case) =>
        at(
          [...times[which]].sort((a, b) => a - b),
          0.5,
        );
      for (const which of CASES) {
        const sorted = [...times[which]].sort((a, b) => a - b);
        rows.push([
          call,
          which,
          String(statuses[which]),
          at(sorted, 0.5).toFixed(3),
          at(sorted, 0.99).toFixed(3),
          (p50(which) / p50("unknown waybill")).toFixed(2),
        ]);
      }
    }
    process.stdout.write(`${textTable(header, rows)}\n`);
  } finally {
    await close();
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
