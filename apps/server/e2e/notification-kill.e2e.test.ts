import { describe, expect, test } from "vitest";
import { insertNotifications, saveNotificationProvider, saveNotificationSettings, type Channel } from "@portal/db/repositories/notifications";
import { insertBulkOpsReports } from "@portal/db/testing/bulk-ops-reports";
import { startProviderServer, twilioCreated } from "../src/testing/provider-servers.ts";
import { startSmtpCatcher } from "../src/testing/smtp-catcher.ts";
import { killTargets, useKillablePortal } from "./killable-portal.ts";

// The real built server sends a brand's queued messages by e-mail (a real SMTP server in this
// process) and SMS (a stand-in of Twilio's Messages resource). One e-mail and one SMS hang: the
// SMTP server takes the whole message but never answers its end of data, the SMS stand-in takes
// the request but never answers it. The server is SIGKILLed while both hang, once every other
// answer has been recorded; a second server on the same database retakes the two dead claims
// when their lease runs out. Every message arrives; the one duplicate is the SMS whose provider
// took it but whose answer the dead process never got. The withheld e-mail is no duplicate: an
// SMTP server that never answered the end of data has not taken the message (RFC 5321 §4.1.1.4).
// On SQLite (a file) and PostgreSQL.

const BRAND = "b-kill-notify";
const SHIPMENTS = 6;
const NOW = new Date();
const ACCOUNT_SID = "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX";
const emailOf = (i: number) => `shopper${i}@example.com`;
const phoneOf = (i: number) => `+91984500000${i}`;
/** The messages whose first send hangs until the process dies. */
const CUT_EMAIL = emailOf(2);
const CUT_PHONE = phoneOf(3);

describe.each(killTargets)("notifications survive kill -9 of the portal on $label", (target) => {
  const portal = useKillablePortal(target, async (db) => {
    await db
      .insertInto("brands")
      .values({ id: BRAND, subdomain: "killnotify", name: "Kill Notify", brand_package: "default", created_at: NOW.toISOString() })
      .execute();
    await db
      .insertInto("couriers")
      .values({ id: `import:${BRAND}:4`, name: "Delhivery", logo_url: null, account_code: null })
      .execute();
    await insertBulkOpsReports(db, { brandId: BRAND, count: SHIPMENTS, prefix: "NTF", newest: NOW, couriers: [`import:${BRAND}:4`] });
    // The brand sends "delivered" by e-mail and SMS: the worker reads the grid again before each send.
    await saveNotificationSettings(
      db,
      BRAND,
      {
        moments: ["delivered"],
        channels: ["email", "sms"],
        switches: { delivered: ["email", "sms"] },
        quietFrom: "00:00",
        quietTo: "00:00",
        defaultLocale: "en",
      },
      { now: NOW },
    );
  });

  test.skipIf(target.skip !== undefined)(
    "messages in flight when the process dies are sent by the next one; none is lost, only the unanswered SMS twice",
    async () => {
      const db = portal.db;
      let first = true;
      const smtp = await startSmtpCatcher({ withhold: (mail) => first && mail.envelopeTo.includes(CUT_EMAIL) });
      const twilio = await startProviderServer(twilioCreated);
      twilio.answerWith((request, index) => (first && new URLSearchParams(request.body).get("To") === CUT_PHONE ? "hang" : twilioCreated(request, index)));
      try {
        await saveNotificationProvider(
          db,
          {
            brandId: BRAND,
            channel: "sms",
            provider: "twilio",
            config: { account_sid: ACCOUNT_SID, from: "+15005550006", base_url: twilio.url },
            secret: JSON.stringify({ auth_token: "kill-test-auth-token" }),
          },
          { now: NOW },
        );
        const messages = Array.from({ length: SHIPMENTS }, (_, i) =>
          (["email", "sms"] as const satisfies readonly Channel[]).map((channel) => ({
            id: `n-${channel}-${i}`,
            brandId: BRAND,
            idempotencyKey: `NTF:s:${i}:delivered:${channel}`,
            shipmentId: `NTF:s:${i}`,
            moment: "delivered",
            channel,
            recipient: channel === "email" ? emailOf(i) : phoneOf(i),
            locale: "en",
            readyAt: NOW,
            now: NOW,
          })),
        ).flat();
        expect(await insertNotifications(db, messages)).toBe(2 * SHIPMENTS);
        const statuses = async () => new Map((await db.selectFrom("notifications").select(["id", "status"]).execute()).map((row) => [row.id, row.status]));
        const cutIds = ["n-email-2", "n-sms-3"];
        const smtpEnv = { SMTP_URL: smtp.url, SMTP_FROM: "notifications@portal.test" };

        const doomed = await portal.start(smtpEnv);
        // Killed once both hang and every other answer is recorded (the loop records each as it comes).
        await expect
          .poll(
            async () => {
              const now = await statuses();
              return { withheld: smtp.withheld.length, done: [...now.values()].filter((s) => s === "done").length, cut: cutIds.map((id) => now.get(id)) };
            },
            { timeout: 30_000 },
          )
          .toEqual({ withheld: 1, done: 2 * SHIPMENTS - 2, cut: ["working", "working"] });
        expect(twilio.received.some((r) => new URLSearchParams(r.body).get("To") === CUT_PHONE)).toBe(true);
        await portal.kill(doomed);
        first = false;

        // A claim a second old is presumed dead: the next server retakes both and sends them.
        await portal.start({ ...smtpEnv, NOTIFICATION_LEASE_SECONDS: "1" });
        await expect.poll(async () => [...(await statuses()).values()].filter((s) => s !== "done"), { timeout: 30_000 }).toEqual([]);

        // E-mail: each shopper's message taken once; the withheld copy was never answered 250.
        const taken = smtp.mails.map((mail) => mail.envelopeTo.join(",")).sort();
        expect(taken).toEqual(Array.from({ length: SHIPMENTS }, (_, i) => emailOf(i)).sort());
        expect(smtp.withheld.map((mail) => mail.envelopeTo)).toEqual([[CUT_EMAIL]]);
        // The resend carries the first try's Message-ID (from the idempotency key), so a mailbox could fold them.
        const resent = smtp.mails.find((mail) => mail.envelopeTo.includes(CUT_EMAIL))!;
        expect(resent.parsed.messageId).toBe(smtp.withheld[0]!.parsed.messageId);

        // SMS: each once, but the hung one twice: the stand-in took it, the dead process never heard.
        const texted = twilio.received.map((r) => new URLSearchParams(r.body).get("To"));
        for (let i = 0; i < SHIPMENTS; i++)
          expect({ to: phoneOf(i), times: texted.filter((to) => to === phoneOf(i)).length }).toEqual({
            to: phoneOf(i),
            times: phoneOf(i) === CUT_PHONE ? 2 : 1,
          });

        // Only the two cut messages were attempted twice.
        const attempts = await db.selectFrom("notifications").select(["id", "attempts"]).execute();
        for (const row of attempts) expect({ id: row.id, attempts: row.attempts }).toEqual({ id: row.id, attempts: cutIds.includes(row.id) ? 2 : 1 });
      } finally {
        await Promise.all([smtp.close(), twilio.close()]);
      }
    },
    120_000,
  );
});
