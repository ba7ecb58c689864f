import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import {
  findNotification,
  findNotificationSettings,
  insertNotifications,
  saveNotificationSettings,
  type StoredNotificationSettings,
} from "@portal/db/repositories/notifications";
import { chooseConsoleLanguage, openConsoleScreen } from "./admin-login.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { withDemoDatabase } from "./demo-database.ts";

// The console's notifications screen (issue 35 item 7) against the built demo server: the
// brand's admin switches a moment on and sees it saved (and kept on reload), filters the
// sending log, sends a failed e-mail again (the demo's worker then sends it), reads it in Arabic
// (RTL) at 320/412/1366 px; another brand's messages never reach this admin.

const demo = setUpDemoBrowser({ viewport: { width: 1366, height: 900 } });
const ADMIN = { username: "ops-one-brand", password: "portal-demo-ops" };
/** This file's own messages; ready in 2099 so the demo's worker leaves them alone until replayed. */
const FAILED = "e2e35-failed-email";
const WAITING_SMS = "e2e35-waiting-sms";
const KESTREL_FAILED = "e2e35-kestrel-failed";
const FAR = new Date("2099-01-01T00:00:00Z");
const MOMENT = "return-refunded";

let demoWaybill = "";
let previousSettings: StoredNotificationSettings | undefined;

beforeAll(async () => {
  await withDemoDatabase(async (db) => {
    previousSettings = await findNotificationSettings(db, "brand-demo");
    const demoShipment = await db
      .selectFrom("shipments")
      .select(["id", "waybill"])
      .where("brand_id", "=", "brand-demo")
      .where("waybill", "is not", null)
      .orderBy("waybill")
      .executeTakeFirstOrThrow();
    const kestrelShipment = await db
      .selectFrom("shipments")
      .select(["id"])
      .where("brand_id", "=", "brand-kestrel")
      .orderBy("waybill")
      .executeTakeFirstOrThrow();
    demoWaybill = demoShipment.waybill ?? "";
    const now = new Date();
    const message = (id: string, brandId: string, shipmentId: string, channel: "email" | "sms", recipient: string) => ({
      id,
      brandId,
      idempotencyKey: `${id}:${shipmentId}`,
      shipmentId,
      moment: "failed-delivery",
      channel,
      recipient,
      locale: "en",
      readyAt: FAR,
      now,
    });
    await insertNotifications(db, [
      message(FAILED, "brand-demo", demoShipment.id, "email", "meera.iyer@example.in"),
      message(WAITING_SMS, "brand-demo", demoShipment.id, "sms", "+919810035035"),
      message(KESTREL_FAILED, "brand-kestrel", kestrelShipment.id, "email", "kestrel.shopper@example.in"),
    ]);
    // Given up after the mail server refused it for good (what the send worker records on a 5xx).
    await db
      .updateTable("notifications")
      .set({ status: "dead", attempts: 1, last_attempt_at: now.toISOString(), last_response_status: 550, last_error: "550 5.1.1 mailbox unavailable" })
      .where("id", "in", [FAILED, KESTREL_FAILED])
      .execute();
  });
});

afterAll(async () => {
  // Leave the shared demo server as it was for the files after this one.
  await withDemoDatabase(async (db) => {
    if (previousSettings) await saveNotificationSettings(db, "brand-demo", previousSettings, { now: new Date() });
    await db.deleteFrom("notifications").where("id", "in", [FAILED, WAITING_SMS, KESTREL_FAILED]).execute();
    await db.deleteFrom("notifications").where("brand_id", "=", "brand-demo").where("subject", "like", "test:%").execute();
  });
});

/** The console in English (an earlier test may have left it in Arabic). */
async function inEnglish(page: Page) {
  await chooseConsoleLanguage(page, "en");
}

async function openScreen(page: Page) {
  await openConsoleScreen(page, ADMIN, "/admin/notifications");
  await page.waitForSelector("form[data-notify-settings]");
}

const momentSwitch = (page: Page) => page.locator(`input[name=switch][data-moment="${MOMENT}"][data-channel="email"]`);
const rowIds = (page: Page) => page.locator("tr[data-message-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-message-id")));

test("an admin switches a moment on, filters the log and sends a failed message again", async () => {
  const page = await demo.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await openScreen(page);
    const wasOn = await momentSwitch(page).isChecked();
    await momentSwitch(page).setChecked(!wasOn);
    await page.click("form[data-notify-settings] button[type=submit]");
    await page.waitForSelector('[data-save-result="saved"]');
    expect((await withDemoDatabase((db) => findNotificationSettings(db, "brand-demo")))?.switches?.[MOMENT]?.includes("email") ?? false).toBe(!wasOn);
    await page.reload();
    await page.waitForSelector("form[data-notify-settings]");
    expect(await momentSwitch(page).isChecked()).toBe(!wasOn);

    // Providers by name only; counts include this file's messages.
    expect(await page.textContent("[data-provider=email]")).toContain("SMTP_URL");
    expect(Number((await page.textContent("[data-count=failed] dd"))?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);

    // Filter: this waybill's failed messages are this file's one failed e-mail.
    await page.fill("form[data-notify-filter] input[name=waybill]", demoWaybill);
    await page.selectOption("form[data-notify-filter] select[name=state]", "failed");
    await page.click("form[data-notify-filter] button[type=submit]");
    await expect.poll(() => rowIds(page)).toEqual([FAILED]);
    const failedRow = page.locator(`tr[data-message-id="${FAILED}"]`);
    // The address masked, the refusal shown.
    expect(await failedRow.locator("[data-recipient]").textContent()).toBe("me***@example.in");
    expect(await failedRow.textContent()).toContain("550");
    expect(await page.content()).not.toContain("meera.iyer@");

    // By channel: only SMS rows, the waiting one among them.
    await page.selectOption("form[data-notify-filter] select[name=state]", "");
    await page.selectOption("form[data-notify-filter] select[name=channel]", "sms");
    await page.click("form[data-notify-filter] button[type=submit]");
    await expect.poll(() => rowIds(page)).toContain(WAITING_SMS);
    expect(await page.locator("tr[data-message-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-message-channel")))).toEqual(
      expect.arrayContaining(["sms"]),
    );
    expect(new Set(await page.locator("tr[data-message-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-message-channel"))))).toEqual(
      new Set(["sms"]),
    );
    // Only failed messages offer "Send again".
    expect(await page.locator(`tr[data-message-id="${WAITING_SMS}"] button[data-replay]`).count()).toBe(0);

    // Send the failed e-mail again: it waits from attempt zero, then the demo's worker sends it.
    await page.click("form[data-notify-filter] button[type=button]");
    await expect.poll(() => rowIds(page)).toContain(FAILED);
    await failedRow.locator("button[data-replay]").click();
    await expect
      .poll(
        async () => {
          await page.click("[data-notify-refresh]");
          return failedRow.getAttribute("data-message-state", { timeout: 2_000 }).catch(() => null);
        },
        { timeout: 30_000 },
      )
      .toBe("sent");
    expect(await withDemoDatabase((db) => findNotification(db, FAILED))).toMatchObject({ status: "done" });
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});

test("another brand's messages never reach this brand's admin", async () => {
  const page = await demo.context.newPage();
  try {
    await openScreen(page);
    await expect.poll(() => rowIds(page)).toContain(WAITING_SMS);
    expect(await rowIds(page)).not.toContain(KESTREL_FAILED);
    const answers = await page.evaluate(async (kestrelMessage) => {
      const read = await fetch("/api/v1/admin/notifications?brand=kestrel");
      const replay = await fetch("/api/v1/admin/notifications/replay?brand=demo", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message_id: kestrelMessage }),
      });
      const settings = await fetch("/api/v1/admin/notifications/settings?brand=kestrel", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ switches: [{ moment: "shipped", channel: "email" }], quiet_from: "21:00", quiet_to: "08:00", default_locale: "en" }),
      });
      return { read: read.status, readBody: await read.text(), replay: replay.status, settings: settings.status };
    }, KESTREL_FAILED);
    expect(answers).toMatchObject({ read: 403, replay: 404, settings: 403 });
    expect(answers.readBody).not.toContain("kestrel.shopper");
    expect(await withDemoDatabase((db) => findNotification(db, KESTREL_FAILED))).toMatchObject({ status: "dead" });
  } finally {
    await page.close();
  }
});

test("in Arabic the screen is right to left and fits 320, 412 and 1366 px", async () => {
  const page = await demo.context.newPage();
  try {
    await openScreen(page);
    await chooseConsoleLanguage(page, "ar");
    await expect.poll(() => page.textContent("#notifications-title")).toContain("رسائل إلى متسوقي");
    expect(await page.textContent("#notify-grid-caption")).toBe("أي اللحظات تُرسل عبر أي قناة");
    // Each checkbox is named by its row and column, in Arabic too.
    await page.getByRole("checkbox", { name: "تم التسليم عبر رسائل SMS" }).waitFor();
    for (const width of [320, 412, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForSelector("tr[data-message-id]");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
    }
  } finally {
    await page.close();
  }
});

test("a moment's message is previewed in the chosen language, with inert links", async () => {
  const page = await demo.context.newPage();
  try {
    await openScreen(page);
    await page.selectOption("select[name=preview_moment]", "delivered");
    await page.selectOption("select[name=preview_locale]", "hi");
    await page.waitForSelector('[data-preview-ready="delivered:hi"]');
    expect(await page.textContent("[data-preview-subject]")).toMatch(/[\u0900-\u097F]/);
    expect(await page.textContent("[data-preview-sms]")).toMatch(/[\u0900-\u097F]/);
    // A preview grants nothing: its links are inert, never signed links.
    const text = (await page.textContent("[data-preview-text]")) ?? "";
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).toContain("#preview");
    expect(text).not.toContain("/n/");

    await page.selectOption("select[name=preview_locale]", "ar");
    await page.waitForSelector('[data-preview-ready="delivered:ar"]');
    expect(await page.textContent("[data-preview-subject]")).toMatch(/[\u0600-\u06FF]/);
  } finally {
    await page.close();
  }
});

test("the grid is a table of labelled checkboxes a keyboard can work, saved per moment and channel", async () => {
  const page = await demo.context.newPage();
  try {
    await openScreen(page);
    await inEnglish(page);
    const grid = page.locator("table[data-notify-grid]");
    await expect.poll(() => grid.locator("thead th[scope=col]").allTextContents()).toEqual(["Moment", "E-mail", "SMS", "WhatsApp"]);
    expect(await grid.locator("tbody th[scope=row]").count()).toBeGreaterThanOrEqual(12);
    // Named by row and column for a screen reader; Space toggles it.
    const smsCell = page.getByRole("checkbox", { name: "Delivered by SMS" });
    const emailCell = page.getByRole("checkbox", { name: "Delivered by E-mail" });
    await emailCell.setChecked(true);
    const smsWasOn = await smsCell.isChecked();
    await smsCell.focus();
    await page.keyboard.press("Space");
    expect(await smsCell.isChecked()).toBe(!smsWasOn);
    await page.click("form[data-notify-settings] button[type=submit]");
    await page.waitForSelector('[data-save-result="saved"]');
    const stored = await withDemoDatabase((db) => findNotificationSettings(db, "brand-demo"));
    expect(stored?.switches?.delivered?.includes("email")).toBe(true);
    expect(stored?.switches?.delivered?.includes("sms") ?? false).toBe(!smsWasOn);
    await page.reload();
    await page.waitForSelector("table[data-notify-grid]");
    expect(await page.getByRole("checkbox", { name: "Delivered by SMS" }).isChecked()).toBe(!smsWasOn);
  } finally {
    await page.close();
  }
});

test("the brand's wording shows in the real e-mail, framed without scripts, in Arabic right to left; a test send reaches the log", async () => {
  const page = await demo.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await openScreen(page);
    await inEnglish(page);
    await page.selectOption("select[name=preview_moment]", "out-for-delivery");
    await page.selectOption("select[name=preview_locale]", "ar");
    await page.waitForSelector('[data-preview-ready="out-for-delivery:ar"]');
    // Markup is refused before it is sent, with a message; nothing is lost from the field.
    await page.fill("input[name=wording]", "<b>اليوم</b>");
    await page.click("form[data-notify-wording] button[type=submit]");
    await page.waitForSelector('[data-wording-result="refused"]');
    expect(await page.inputValue("input[name=wording]")).toBe("<b>اليوم</b>");

    await page.fill("input[name=wording]", "طلبك {order} في الطريق إليك اليوم");
    await page.click("form[data-notify-wording] button[type=submit]");
    await page.waitForSelector('[data-wording-result="saved"]');
    await expect.poll(() => page.textContent("[data-preview-subject]")).toMatch(/^طلبك \S+ في الطريق إليك اليوم$/);

    // The e-mail itself: sandboxed (no scripts), right to left, the brand's words as its headline.
    const frame = page.locator("iframe[data-preview-html]");
    expect(await frame.getAttribute("sandbox")).toBe("");
    const mail = page.frameLocator("iframe[data-preview-html]");
    await expect.poll(() => mail.locator("html").getAttribute("dir")).toBe("rtl");
    await expect.poll(() => mail.locator("h1").textContent()).toMatch(/في الطريق إليك اليوم/);

    // A test send to the admin's own address, through the outbox: marked as a test, then sent by the demo's worker.
    await page.fill("input[name=test_address]", "not an address");
    await page.click("form[data-notify-test] button[type=submit]");
    await page.waitForSelector('[data-test-result="refused"]');
    await page.fill("input[name=test_address]", "owner@demo-store.example");
    await page.click("form[data-notify-test] button[type=submit]");
    const queued = await page.waitForSelector('[data-test-result="queued"]');
    const messageId = (await queued.getAttribute("data-test-message")) ?? "";
    expect(messageId).not.toBe("");
    const row = page.locator(`tr[data-message-id="${messageId}"]`);
    await expect
      .poll(
        async () => {
          await page.click("[data-notify-refresh]");
          return row.getAttribute("data-message-state", { timeout: 2_000 }).catch(() => null);
        },
        { timeout: 30_000 },
      )
      .toBe("sent");
    expect(await row.getAttribute("data-message-test")).toBe("");
    expect(await row.locator("[data-recipient]").textContent()).toBe("ow***@demo-store.example");

    // At 320 px the grid scrolls inside its own box, never the page.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.close();
  }
});
