import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createLogger } from "../log/logger.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { emailSender } from "./channels/email.ts";
import { queueDemoMessages } from "./demo-messages.ts";
import { createNotificationWorker } from "./send-worker.ts";

const NOW = new Date("2026-12-04T17:30:00Z");

// What `pnpm start` (demo mode, no SMTP_URL) shows a newcomer: each message printed whole.
describe.each(testDatabases)("the demo's messages on $label", (target) => {
  const database = useTestDatabase(target, { setup: (db) => seedDemo(db, { now: NOW }) });

  test("three demo messages are queued once and printed as e-mails, late at night too", async () => {
    expect(await queueDemoMessages(database.db, NOW)).toBe(3);
    expect(await queueDemoMessages(database.db, NOW)).toBe(0);
    const printed: string[] = [];
    const worker = createNotificationWorker({
      db: database.db,
      log: createLogger("silent"),
      now: () => NOW,
      senders: { email: emailSender({ smtpUrl: undefined, from: "notifications@localhost", print: (raw) => printed.push(raw) }), providers: {} },
      linkKey: Buffer.alloc(32, 1),
      originOf: (subdomain) => `http://${subdomain}.localhost:3000`,
    });
    expect(await worker.runOnce()).toBe(3);
    expect(printed).toHaveLength(3);
    const subjects = printed.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^We could not deliver your order /),
        expect.stringMatching(/is out for delivery today\.$/),
        expect.stringMatching(/has been delivered\.$/),
      ]),
    );
    expect(printed.every((raw) => raw.includes("List-Unsubscribe-Post: List-Unsubscribe=One-Click"))).toBe(true);
    const rows = await database.db.selectFrom("notifications").select(["status", "provider"]).execute();
    expect(rows.every((r) => r.status === "done" && r.provider === "console")).toBe(true);
  });
});
