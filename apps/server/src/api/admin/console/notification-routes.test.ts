import { NotificationConsoleResultSchema, NotificationPreviewResultSchema } from "@portal/core/api";
import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { findNotification, findNotificationSettings, insertNotifications, saveConsent, settleNotification } from "@portal/db/repositories/notifications";
import { claimDueJobs } from "@portal/db/job-claims";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { useAdminConsoleServer } from "../../../testing/admin-console-server.ts";
import { NOW, insertAdminFixtures } from "../../../testing/admin-test-fixtures.ts";
import { ImportDocumentSchema } from "@portal/core/import";
import { findNotificationTimer } from "@portal/db/repositories/notification-timers";
import { importDocument } from "../../../import/import-document.ts";
import { maskAddress } from "./notification-routes.ts";

describe.each(testDatabases)("admin notifications API on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  const acme = useAdminConsoleServer(target, database);
  const { logLines, logIn, get, post } = acme;
  const message = (id: string, channel: "email" | "sms", recipient: string) => ({
    id,
    brandId: "b-acme",
    idempotencyKey: `ship-${id}:shipped:${channel}`,
    shipmentId: `ship-${id}`,
    moment: "shipped",
    channel,
    recipient,
    locale: "hi",
    readyAt: NOW,
    now: NOW,
  });

  test("settings are saved and audited; the log shows states, masked addresses and counts, filtered; a failed message is sent again", async () => {
    const cookie = await logIn();
    const empty = v.parse(NotificationConsoleResultSchema, (await get(cookie, "/api/v1/admin/notifications?brand=acme")).body.result);
    expect(empty).toMatchObject({ settings: null, providers: [], messages: [], counts: { waiting: 0, sending: 0, sent: 0, failed: 0 } });
    expect(empty.moments).toContain("failed-delivery");

    // A grid: "shipped" by e-mail and WhatsApp, "delivered" by e-mail only (a cell sent twice counts once).
    const saved = await post(cookie, "/api/v1/admin/notifications/settings?brand=acme", {
      switches: [
        { moment: "delivered", channel: "email" },
        { moment: "shipped", channel: "whatsapp" },
        { moment: "shipped", channel: "email" },
        { moment: "shipped", channel: "email" },
      ],
      quiet_from: "22:00",
      quiet_to: "07:30",
      default_locale: "hi",
    });
    expect(saved.status).toBe(200);
    // ndrReminderHours keeps its stored default (migration 0119).
    expect(await findNotificationSettings(database.db, "b-acme")).toMatchObject({
      switches: { shipped: ["email", "whatsapp"], delivered: ["email"] },
      moments: ["shipped", "delivered"],
      channels: ["email", "whatsapp"],
      quietFrom: "22:00",
      quietTo: "07:30",
      defaultLocale: "hi",
    });
    expect(
      logLines.some(
        (line) =>
          line.includes("notification settings saved") && line.includes('"username":"admin"') && line.includes("shipped:email+whatsapp,delivered:email"),
      ),
    ).toBe(true);
    const reread = v.parse(NotificationConsoleResultSchema, (await get(cookie, "/api/v1/admin/notifications?brand=acme")).body.result);
    expect(reread.settings?.switches).toEqual([
      { moment: "shipped", channel: "email" },
      { moment: "shipped", channel: "whatsapp" },
      { moment: "delivered", channel: "email" },
    ]);

    // Three messages: one sent, one given up after a refusal, one waiting.
    await insertNotifications(database.db, [
      message("m-1", "email", "asha.rao@example.in"),
      message("m-2", "sms", "+919876543210"),
      message("m-3", "email", "ravi@example.in"),
    ]);
    await claimDueJobs(database.db, { table: "notifications", token: "t", now: NOW, staleBefore: new Date(0), limit: 2 });
    const answer = { at: NOW, provider: "msg91", providerMessageId: null, bodyExcerpt: null };
    await settleNotification(database.db, {
      id: "m-1",
      token: "t",
      sent: true,
      retryAt: undefined,
      answer: { ...answer, provider: "smtp", status: 250, error: null },
    });
    await settleNotification(database.db, {
      id: "m-2",
      token: "t",
      sent: false,
      retryAt: undefined,
      answer: { ...answer, status: 401, error: "Unauthorised" },
    });
    await saveConsent(database.db, { brandId: "b-acme", channel: "sms", address: "+919876543210", consent: "opted-out", now: NOW });
    await saveConsent(database.db, { brandId: "b-acme", channel: "whatsapp", address: "+919876543210", consent: "opted-in", now: NOW });

    const all = v.parse(NotificationConsoleResultSchema, (await get(cookie, "/api/v1/admin/notifications?brand=acme")).body.result);
    expect(all.counts).toEqual({ waiting: 1, sending: 0, sent: 1, failed: 1 });
    expect(all.consents).toEqual([
      { channel: "sms", opted_in: 0, opted_out: 1 },
      { channel: "whatsapp", opted_in: 1, opted_out: 0 },
    ]);
    expect(all.messages.map((m) => [m.id, m.state, m.recipient])).toEqual(
      expect.arrayContaining([
        ["m-1", "sent", "as***@example.in"],
        ["m-2", "failed", "*********3210"],
        ["m-3", "waiting", "ra***@example.in"],
      ]),
    );
    expect(all.messages.find((m) => m.id === "m-2")).toMatchObject({ last_response_status: 401, last_error: "Unauthorised", attempts: 1 });
    // No address whole in the answer.
    expect(JSON.stringify(all)).not.toContain("asha.rao@");

    const failed = v.parse(NotificationConsoleResultSchema, (await get(cookie, "/api/v1/admin/notifications?brand=acme&state=failed")).body.result);
    expect(failed.messages.map((m) => m.id)).toEqual(["m-2"]);
    const email = v.parse(NotificationConsoleResultSchema, (await get(cookie, "/api/v1/admin/notifications?brand=acme&channel=email")).body.result);
    expect(email.messages.map((m) => m.id).sort()).toEqual(["m-1", "m-3"]);
    const byWaybill = v.parse(NotificationConsoleResultSchema, (await get(cookie, "/api/v1/admin/notifications?brand=acme&waybill=NO-SUCH")).body.result);
    expect(byWaybill.messages).toEqual([]);

    // Only a failed message is sent again, from attempt zero, and the replay is audited.
    expect((await post(cookie, "/api/v1/admin/notifications/replay?brand=acme", { message_id: "m-1" })).status).toBe(409);
    const replayed = await post(cookie, "/api/v1/admin/notifications/replay?brand=acme", { message_id: "m-2" });
    expect(replayed.status).toBe(200);
    expect(replayed.body.result.message).toMatchObject({ id: "m-2", state: "waiting", attempts: 0 });
    expect(await findNotification(database.db, "m-2")).toMatchObject({ status: "pending", attempts: 0 });
    expect(logLines.some((line) => line.includes("notification replayed") && line.includes('"notification":"m-2"'))).toBe(true);
    expect(logLines.join("\n")).not.toContain("9876543210");
  });

  test("refuses bad input, another brand, an unknown message and a foreign origin; never a 500", async () => {
    const cookie = await logIn();
    expect((await get("", "/api/v1/admin/notifications?brand=acme")).status).toBe(401);
    expect((await get(cookie, "/api/v1/admin/notifications?brand=zulu")).status).toBe(403);
    expect((await get(cookie, "/api/v1/admin/notifications?brand=acme&state=lost")).status).toBe(400);
    const good = { switches: [{ moment: "shipped", channel: "email" }], quiet_from: "21:00", quiet_to: "08:00", default_locale: "en" };
    expect((await post(cookie, "/api/v1/admin/notifications/settings?brand=zulu", good)).status).toBe(403);
    expect((await post(cookie, "/api/v1/admin/notifications/settings?brand=acme", good, "https://evil.example")).status).toBe(403);
    for (const bad of [
      { ...good, quiet_from: "25:00" },
      { ...good, switches: [{ moment: "shipped", channel: "fax" }] },
      { ...good, switches: [{ moment: "birthday", channel: "email" }] },
      { ...good, switches: "shipped" },
      { ...good, default_locale: "xx" },
      {},
    ]) {
      const answer = await post(cookie, "/api/v1/admin/notifications/settings?brand=acme", bad);
      expect(answer.status).toBe(400);
      expect(answer.body.meta.message).not.toBe("");
    }
    expect((await post(cookie, "/api/v1/admin/notifications/replay?brand=acme", { message_id: "nope" })).status).toBe(404);
  });

  test("a preview renders the moment's message in the chosen language, with the brand's look and no working link", async () => {
    const cookie = await logIn();
    const hindi = await get(cookie, "/api/v1/admin/notifications/preview?brand=acme&moment=failed-delivery&locale=hi");
    expect(hindi.status).toBe(200);
    const preview = v.parse(NotificationPreviewResultSchema, hindi.body.result);
    expect(preview.html).toContain('dir="ltr"');
    expect(preview.html).toContain(preview.order_id);
    expect(preview.text).toContain(preview.order_id);
    // Hindi words (Devanagari) in every part.
    for (const part of [preview.subject, preview.text, preview.sms]) expect(part).toMatch(/[\u0900-\u097F]/);
    // A preview grants nothing: no signed link in it.
    expect(preview.html).not.toContain("/n/");
    const arabic = v.parse(
      NotificationPreviewResultSchema,
      (await get(cookie, "/api/v1/admin/notifications/preview?brand=acme&moment=delivered&locale=ar")).body.result,
    );
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.subject).not.toBe(preview.subject);
    expect((await get(cookie, "/api/v1/admin/notifications/preview?brand=zulu&moment=delivered&locale=en")).status).toBe(403);
    expect((await get(cookie, "/api/v1/admin/notifications/preview?brand=acme&moment=birthday&locale=en")).status).toBe(400);
    expect((await get(cookie, "/api/v1/admin/notifications/preview?brand=acme&moment=delivered&locale=xx")).status).toBe(400);
  });

  test("the brand's wording is checked, stored per moment and language, and previewed with its fallbacks", async () => {
    const cookie = await logIn();
    const wording = (body: unknown) => post(cookie, "/api/v1/admin/notifications/wording?brand=acme", body);
    const preview = async (moment: string, locale: string) =>
      v.parse(
        NotificationPreviewResultSchema,
        (await get(cookie, `/api/v1/admin/notifications/preview?brand=acme&moment=${moment}&locale=${locale}`)).body.result,
      );
    const ours = await preview("delivered", "ta");
    for (const bad of [
      { moment: "delivered", locale: "hi", text: "<b>Delivered!</b>" },
      { moment: "delivered", locale: "hi", text: "x".repeat(161) },
      { moment: "delivered", locale: "hi", text: "two\nlines" },
      { moment: "birthday", locale: "hi", text: "Hello" },
      { moment: "delivered", locale: "xx", text: "Hello" },
    ]) {
      const answer = await wording(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.meta.message).not.toBe("");
    }
    expect((await post(cookie, "/api/v1/admin/notifications/wording?brand=zulu", { moment: "delivered", locale: "hi", text: "x" })).status).toBe(403);
    // "hi" is this brand's default language (saved by the first test).
    expect((await wording({ moment: "delivered", locale: "hi", text: "  ऑर्डर {order} पहुँच गया — धन्यवाद!  " })).status).toBe(200);
    expect((await wording({ moment: "delivered", locale: "ar", text: "وصل طلبك {order} & شكراً" })).status).toBe(200);
    expect(await findNotificationSettings(database.db, "b-acme")).toMatchObject({
      wording: { delivered: { hi: "ऑर्डर {order} पहुँच गया — धन्यवाद!", ar: "وصل طلبك {order} & شكراً" } },
    });
    expect(logLines.some((line) => line.includes("notification wording saved") && line.includes('"locale":"ar"'))).toBe(true);
    expect(logLines.join("\n")).not.toContain("شكراً");

    const arabic = await preview("delivered", "ar");
    expect(arabic.wording).toBe("وصل طلبك {order} & شكراً");
    expect(arabic.subject).toBe(`وصل طلبك ${arabic.order_id} & شكراً`);
    // Escaped in the HTML like all brand data.
    expect(arabic.html).toContain(`وصل طلبك ${arabic.order_id} &amp; شكراً`);
    expect(arabic.sms).toContain(arabic.subject);
    // Tamil has none: the brand's default language's wording, then ours for a moment it left alone.
    const tamil = await preview("delivered", "ta");
    expect([tamil.wording, tamil.subject]).toEqual(["", `ऑर्डर ${tamil.order_id} पहुँच गया — धन्यवाद!`]);
    expect((await preview("shipped", "ta")).subject).not.toContain("पहुँच");
    // Emptied: ours again.
    expect((await wording({ moment: "delivered", locale: "hi", text: "" })).status).toBe(200);
    expect((await preview("delivered", "ta")).subject).toBe(ours.subject);
    expect((await findNotificationSettings(database.db, "b-acme"))?.wording).toEqual({ delivered: { ar: "وصل طلبك {order} & شكراً" } });
  });

  test("the e-mail preview is its own document: the rendered message under a policy that runs no script and only the console may frame", async () => {
    const cookie = await logIn();
    const response = await acme.fetch("/api/v1/admin/notifications/preview.html?brand=acme&moment=failed-delivery&locale=ar", {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("sandbox");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src/);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain("/n/");
    const foreign = await acme.fetch("/api/v1/admin/notifications/preview.html?brand=zulu&moment=failed-delivery&locale=ar", {
      headers: { cookie },
    });
    expect(foreign.status).toBe(403);
    expect((await acme.fetch("/api/v1/admin/notifications/preview.html?brand=acme&moment=failed-delivery&locale=ar")).status).toBe(401);
  });

  test("a test send is queued in the outbox marked as a test, checked, and limited per brand", async () => {
    const cookie = await logIn();
    const send = (body: unknown, brand = "acme") => post(cookie, `/api/v1/admin/notifications/test?brand=${brand}`, body);
    const good = { moment: "failed-delivery", channel: "email", locale: "ar", address: " Owner@Acme.Example " };
    for (const bad of [
      { ...good, address: "not-an-address" },
      { ...good, channel: "sms", address: "owner@acme.example" },
      { ...good, moment: "birthday" },
      { ...good, channel: "fax" },
      {},
    ]) {
      const answer = await send(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.meta.message).not.toBe("");
    }
    expect((await send(good, "zulu")).status).toBe(403);
    // No SMS provider for this brand: refused, nothing queued.
    expect((await send({ ...good, channel: "sms", address: "+91 98765 43210" })).status).toBe(409);

    const queued = await send(good);
    expect(queued.status).toBe(200);
    expect(queued.body.result.message).toMatchObject({
      channel: "email",
      moment: "failed-delivery",
      locale: "ar",
      state: "waiting",
      test: true,
      recipient: "ow***@acme.example",
      waybill: null,
    });
    const row = await findNotification(database.db, queued.body.result.message.id);
    expect(row).toMatchObject({ recipient: "owner@acme.example", status: "pending", brandId: "b-acme" });
    expect(row?.subject.startsWith("test:")).toBe(true);
    const log = v.parse(NotificationConsoleResultSchema, (await get(cookie, "/api/v1/admin/notifications?brand=acme")).body.result);
    expect(log.messages.filter((m) => m.test).map((m) => m.id)).toEqual([row?.id]);
    expect(logLines.some((line) => line.includes("notification test queued"))).toBe(true);
    expect(logLines.join("\n")).not.toContain("owner@acme");

    // Ten an hour per brand, however many arrive at once: of twelve simultaneous requests for the
    // nine places left, nine are queued and three refused (a count-then-insert would queue them all).
    const burst = await Promise.all(Array.from({ length: 12 }, () => send(good)));
    expect(burst.map((answer) => answer.status).sort()).toEqual([...Array<number>(9).fill(200), ...Array<number>(3).fill(429)]);
    const limited = burst.find((answer) => answer.status === 429);
    expect(limited?.body.meta.message).not.toBe("");
    expect((await send(good)).status).toBe(429);
    const tests = await database.db.selectFrom("notifications").select("id").where("brand_id", "=", "b-acme").where("subject", "like", "test:%").execute();
    expect(tests).toHaveLength(10);
  });

  test("switching 'delayed' on sets timers for the brand's shipments already in flight", async () => {
    const cookie = await logIn();
    const document = v.parse(ImportDocumentSchema, {
      version: 1,
      shipments: [
        { brand: "acme", waybill: "ACME-LATE-1", edd: "2026-11-23", latest_status: { code: 5, status: "In Transit", timestamp: "2026-11-21T09:00:00Z" } },
      ],
    });
    await importDocument(database.db, document, { now: NOW });
    const { id } = await database.db.selectFrom("shipments").select("id").where("waybill", "=", "ACME-LATE-1").executeTakeFirstOrThrow();
    const save = (moment: string) =>
      post(cookie, "/api/v1/admin/notifications/settings?brand=acme", {
        switches: [{ moment, channel: "email" }],
        quiet_from: "22:00",
        quiet_to: "07:30",
        default_locale: "en",
      });
    expect((await save("shipped")).status).toBe(200);
    expect(await findNotificationTimer(database.db, `delayed:${id}`)).toBeUndefined();
    expect((await save("delayed")).status).toBe(200);
    expect(await findNotificationTimer(database.db, `delayed:${id}`)).toMatchObject({ status: "pending" });
    expect(logLines.some((line) => line.includes("notification settings saved") && line.includes('"delayTimersSet":1'))).toBe(true);
  });
});

test("an address is masked to a hint of whose it is", () => {
  expect(maskAddress("asha@example.in")).toBe("as***@example.in");
  expect(maskAddress("a@b.in")).toBe("a***@b.in");
  expect(maskAddress("+919876543210")).toBe("*********3210");
});
