import { describe, expect, test } from "vitest";
import { saveBrandEventEndpoint } from "@portal/db/repositories/brand-events";
import { enqueueBrandEvent } from "../src/brand-events/enqueue-brand-event.ts";
import { newWebhookSecret } from "../src/brand-events/standard-webhooks.ts";
import { startWebhookReceiver } from "../src/testing/standard-webhook-receiver.ts";
import { killTargets, useKillablePortal } from "./killable-portal.ts";

// The real built server delivers a brand's events to a receiver that verifies each signature
// as the Standard Webhooks spec says. The server is killed with SIGKILL while a delivery is in
// flight; a second server on the same database finds the dead claim stale and sends the event
// again: every event arrives, in order per subject. On SQLite (a file) and PostgreSQL.

const BRAND = "b-hooks";
const SUBJECTS = ["RET-A", "RET-B", "RET-C"];
const PER_SUBJECT = 4;
/** The event whose first delivery is cut off by the kill: the second of RET-B. */
const CUT = { subject: 1, step: 1 };

describe.each(killTargets)("brand events survive kill -9 of the portal on $label", (target) => {
  const portal = useKillablePortal(target, async (db) => {
    await db
      .insertInto("brands")
      .values({ id: BRAND, subdomain: "hooks", name: "Hooks", brand_package: "default", created_at: new Date().toISOString() })
      .execute();
  });
  const startServer = portal.start;

  test.skipIf(target.skip !== undefined)("an event in flight when the process dies is delivered by the next one; none is lost", async () => {
    const db = portal.db;
    const secret = newWebhookSecret();
    let first = true;
    let cutId = "";
    // The cut event's first request never gets an answer: the server dies waiting for it.
    const receiver = await startWebhookReceiver(secret, ({ id, seen }) => (id === cutId && seen === 0 && first ? "hang" : 200));
    try {
      await saveBrandEventEndpoint(db, { brandId: BRAND, url: receiver.url, enabled: true, secret }, { now: new Date() });
      const ids = SUBJECTS.map(() => [] as string[]);
      for (let step = 0; step < PER_SUBJECT; step++) {
        for (const [index, subject] of SUBJECTS.entries()) {
          const at = new Date();
          const data = {
            return_id: subject,
            order_id: `O-${subject}`,
            stage: `stage-${step}`,
            previous_stage: null,
            by: "admin",
            actor: "ops",
            at: at.toISOString(),
          } as const;
          const id = await enqueueBrandEvent(db, BRAND, "return.updated", data, { now: at });
          if (!id) throw new Error("the event was not stored");
          ids[index]!.push(id);
        }
      }
      cutId = ids[CUT.subject]![CUT.step]!;
      const all = ids.flat();

      const doomed = await startServer();
      await receiver.waitFor((received) => received.some((r) => r.id === cutId));
      await portal.kill(doomed);
      first = false;
      const row = await db.selectFrom("brand_events").select(["status", "claim_token"]).where("id", "=", cutId).executeTakeFirstOrThrow();
      expect(row.status).toBe("working"); // claimed by the dead process, its answer never recorded

      // A claim twice the (1 s) attempt timeout old is presumed dead and retaken.
      await startServer({ BRAND_EVENTS_TIMEOUT_SECONDS: "1" });
      const delivered = (id: string) => receiver.received.some((r) => r.id === id && r.answered === 200);
      await receiver.waitFor(() => all.every(delivered));

      expect(receiver.received.every((r) => r.verdict.ok)).toBe(true);
      expect(receiver.received.filter((r) => r.id === cutId).map((r) => r.answered)).toEqual(["no answer", 200]);
      for (const subjectIds of ids) {
        const firstDeliveries = receiver.received.filter((r) => subjectIds.includes(r.id) && r.answered === 200).map((r) => r.id);
        expect([...new Set(firstDeliveries)]).toEqual(subjectIds);
      }
      await expect
        .poll(async () => (await db.selectFrom("brand_events").select("status").where("status", "!=", "done").execute()).length, { timeout: 20_000 })
        .toBe(0);
    } finally {
      await receiver.close();
    }
  });
});
