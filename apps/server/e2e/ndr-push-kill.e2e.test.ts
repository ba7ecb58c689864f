import { describe, expect, test } from "vitest";
import { insertNdrPush, saveNdrCredentials } from "@portal/db/repositories/ndr-pushes";
import { insertBulkOpsReports } from "@portal/db/testing/bulk-ops-reports";
import { startAggregatorServer } from "../src/testing/ndr-aggregator-server.ts";
import { killTargets, useKillablePortal } from "./killable-portal.ts";

// The real built server pushes queued NDR answers to a local ClickPost stand-in. It is killed
// with SIGKILL while one push waits for its answer; a second server on the same database finds
// the dead claim stale and pushes it again: every answer reaches the aggregator, none is lost.
// On SQLite (a file) and PostgreSQL. (The pattern of brand-events-kill.e2e.test.ts.)

const BRAND = "b-ndr";
const PUSHES = 6;
const CUT = 2;
const NOW = new Date();

describe.each(killTargets)("NDR pushes survive kill -9 of the portal on $label", (target) => {
  const portal = useKillablePortal(target, async (db) => {
    await db.insertInto("brands").values({ id: BRAND, subdomain: "ndr", name: "NDR", brand_package: "default", created_at: NOW.toISOString() }).execute();
    await db
      .insertInto("couriers")
      .values({ id: `import:${BRAND}:4`, name: "Delhivery", logo_url: null, account_code: "Delhivery-Express" })
      .execute();
    // Forward failures only (every fourth bulk row is a pickup): rows 0, 1, 2, 4, 5, 6.
    await insertBulkOpsReports(db, { brandId: BRAND, count: 8, prefix: "NDR", newest: NOW, couriers: [`import:${BRAND}:4`] });
    await saveNdrCredentials(db, BRAND, "clickpost", JSON.stringify({ username: "kill-test", key: "kill-test-key-0001" }), { now: NOW });
  });
  const startServer = portal.start;

  test.skipIf(target.skip !== undefined)(
    "a push in flight when the process dies is sent by the next one; none is lost",
    async () => {
      const db = portal.db;
      const waybills = [0, 1, 2, 4, 5, 6].map((i) => `NDR-${String(i).padStart(7, "0")}`);
      const cutWaybill = waybills[CUT]!;
      let first = true;
      const aggregator = await startAggregatorServer((request) => {
        const body = request.body as { waybill?: string };
        if (body.waybill === cutWaybill && first) return "hang";
        return { status: 200, body: { meta: { success: true, status: 200, message: "SUCCESS" } } };
      });
      try {
        const ids: string[] = [];
        for (const [i, waybill] of waybills.entries()) {
          const index = Number(waybill.slice(4));
          const id = `ndr_kill_${i}`;
          const payload = { waybill, cpId: 4, accountCode: "Delhivery-Express", wants: "reattempt", preferredDate: "2026-12-07" };
          await insertNdrPush(db, {
            id,
            brandId: BRAND,
            shipmentId: `NDR:s:${index}`,
            provider: "clickpost",
            issueId: 1,
            payload: JSON.stringify(payload),
            now: NOW,
          });
          ids.push(id);
        }
        expect(ids).toHaveLength(PUSHES);
        const clickpostEnv = { NDR_CLICKPOST_URL: `${aggregator.url}/api/v2/ndr/update/` };

        const doomed = await startServer(clickpostEnv);
        await expect.poll(() => aggregator.received.some((r) => (r.body as { waybill?: string }).waybill === cutWaybill), { timeout: 20_000 }).toBe(true);
        await portal.kill(doomed);
        first = false;
        const cut = await db.selectFrom("ndr_pushes").select(["status", "claim_token"]).where("id", "=", ids[CUT]!).executeTakeFirstOrThrow();
        expect(cut.status).toBe("working"); // claimed by the dead process, its answer never recorded

        // A claim three times the (1 s) push timeout old is presumed dead and retaken.
        await startServer({ ...clickpostEnv, NDR_PUSH_TIMEOUT_SECONDS: "1" });
        await expect
          .poll(async () => (await db.selectFrom("ndr_pushes").select("status").where("status", "!=", "done").execute()).length, { timeout: 30_000 })
          .toBe(0);

        const sentWaybills = aggregator.received.map((r) => (r.body as { waybill?: string }).waybill);
        for (const waybill of waybills) expect(sentWaybills).toContain(waybill);
        // The cut push went twice (its first answer never came back); the others at least once.
        expect(sentWaybills.filter((w) => w === cutWaybill)).toHaveLength(2);
        expect(aggregator.received.every((r) => r.query.key === "kill-test-key-0001")).toBe(true);
      } finally {
        await aggregator.close();
      }
    },
    120_000,
  );
});
