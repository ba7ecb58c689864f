import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { findExchangeInstructionTexts, listReturnReasons } from "@portal/db/repositories/returns-reasons";
import { saveReturnReasonTexts } from "@portal/db/repositories/return-reason-texts";
import type { ReturnReasonRecord } from "@portal/db/repositories/returns-records";
import { chooseConsoleLanguage, openConsoleScreen } from "./admin-login.ts";
import { openHydrated } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { withDemoDatabase } from "./demo-database.ts";
import { brandUrl } from "./portal-http.ts";

// Issue 33 item 11: the console's Return reasons screen against the built demo server. The
// demo brand's admin writes reason 4's Tamil and Arabic words, a markup attempt is refused
// where it is typed, and the shopper's return flow shows the saved words at once in ta and
// (right to left) in ar; the screen fits 320/412/1366 px in Arabic. Reason 4's words are put
// back afterwards; nothing is placed, so the orders' units stay free for other files.

const demo = setUpDemoBrowser({ viewport: { width: 1366, height: 900 } });
const ADMIN = { username: "ops-one-brand", password: "portal-demo-ops" };
const BRAND_ID = "brand-demo";
const REASON = 4;
const TA_TEXT = "தரம் எதிர்பார்த்த அளவில் இல்லை";
const AR_TEXT = "الجودة أقل مما توقعت";
/** Demo orders other browser files place returns on or read (grep DS-2401 in this folder). */
const TAKEN = new Set(["DS-240114", "DS-240115", "DS-240116", "DS-240131", "DS-240132"]);

let before: ReturnReasonRecord | undefined;
let orders: Array<{ orderId: string; mobile: string }> = [];

const reasonNow = () => withDemoDatabase(async (db) => (await listReturnReasons(db, BRAND_ID)).find((r) => r.reasonId === REASON));

beforeAll(async () => {
  before = await reasonNow();
  const rows = await withDemoDatabase((db) =>
    db
      .selectFrom("return_orders")
      .innerJoin("orders", "orders.id", "return_orders.order_ref")
      .select(["orders.order_id", "orders.customer_phone"])
      .where("return_orders.brand_id", "=", BRAND_ID)
      .orderBy("orders.order_id", "desc")
      .execute(),
  );
  orders = rows
    .filter((row) => !TAKEN.has(row.order_id) && row.customer_phone)
    .map((row) => ({ orderId: row.order_id, mobile: (row.customer_phone ?? "").replace(/\D/g, "").slice(-10) }));
});

afterAll(async () => {
  if (!before) return;
  const reason = before;
  await withDemoDatabase(async (db) =>
    saveReturnReasonTexts(
      db,
      BRAND_ID,
      {
        reasons: [{ reasonId: REASON, name: { text: reason.name, translations: reason.translations }, subReasons: [] }],
        instructions: await findExchangeInstructionTexts(db, BRAND_ID),
      },
      { now: new Date() },
    ),
  );
});

async function openScreen(page: Page) {
  await openConsoleScreen(page, ADMIN, "/admin/return-reasons");
  await page.waitForSelector("form[data-reason-texts]");
}

const reasonGroup = (page: Page) => page.locator(`details[data-reason-id="${REASON}"]`);
const reasonField = (page: Page, locale: string) => reasonGroup(page).locator(`fieldset:not([data-sub-reason-id]) [data-text-language="${locale}"]`);

/** A demo order's return flow in `lang` with a unit free to pick (the first such order). */
async function openFreeOrder(lang: "ta" | "ar") {
  for (const { orderId, mobile } of orders) {
    const opened = await openHydrated(demo.context, brandUrl("demo", `/${lang}/returns?order_id=${orderId}&mobile=${mobile}`));
    const flow = opened.page.locator('[data-part="flow"]');
    if ((await flow.count()) === 0) await opened.page.waitForSelector('[data-part="flow"], [data-part="lookup"]');
    if ((await flow.count()) > 0 && (await opened.page.locator('[data-part="item"]:not([data-state="used-up"])').count()) > 0) return opened;
    await opened.page.close();
  }
  throw new Error("no demo order has a free unit to return");
}

async function reasonOption(lang: "ta" | "ar") {
  const { page, errors } = await openFreeOrder(lang);
  const item = page.locator('[data-part="item"]:not([data-state="used-up"])').first();
  const itemId = await item.getAttribute("data-item-id");
  await item.locator('input[type="checkbox"]').check();
  const option = page.locator(`select[name="reason-${itemId}"] option[value="${REASON}"]`);
  const shown = { text: await option.textContent(), lang: await option.getAttribute("lang"), pageDir: await page.getAttribute("html", "dir") };
  await page.close();
  return { shown, errors };
}

test("an admin writes a reason's Tamil and Arabic words; markup is refused where typed; the return flow shows the words at once", async () => {
  expect(before, "the demo brand has reason 4").toBeDefined();
  const page = await demo.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await openScreen(page);
    await reasonGroup(page).locator("summary").click();
    // The demo writes hi, ar and ta: the others are named as missing.
    expect(await reasonGroup(page).locator("fieldset:not([data-sub-reason-id]) [data-missing]").getAttribute("data-missing")).toBe("vi mr bn gu te");
    expect(await reasonField(page, "ar").getAttribute("dir")).toBe("rtl");
    expect(await reasonField(page, "ta").getAttribute("lang")).toBe("ta");

    await reasonField(page, "ta").fill("<b>தரம்</b>");
    await expect.poll(() => reasonGroup(page).locator(".admin-error").first().textContent()).toBe("Plain text only: leave out < and >.");
    expect(await reasonField(page, "ta").getAttribute("aria-invalid")).toBe("true");
    await page.click("form[data-reason-texts] button[type=submit]");
    await page.waitForSelector('[data-reason-texts-result="invalid"]');
    // Focus goes to the refused field, not to the button far below it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(await reasonField(page, "ta").getAttribute("name"));
    expect((await reasonNow())?.translations).toEqual(before?.translations);

    await reasonField(page, "ta").fill(TA_TEXT);
    await reasonField(page, "ar").fill(AR_TEXT);
    await page.click("form[data-reason-texts] button[type=submit]");
    await page.waitForSelector('[data-reason-texts-result="saved"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-reason-texts-result"))).toBe("saved");
    expect((await reasonNow())?.translations).toMatchObject({ ta: TA_TEXT, ar: AR_TEXT });
    // Listed as a saved version: this admin, the two words changed.
    expect(await page.locator("[data-text-versions] li").first().getAttribute("data-changed")).toBe("2");
    expect(await page.locator("[data-text-versions] li").first().textContent()).toContain(ADMIN.username);
    // Kept on reload.
    await page.reload();
    await page.waitForSelector("form[data-reason-texts]");
    expect(await reasonField(page, "ta").inputValue()).toBe(TA_TEXT);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }

  const tamil = await reasonOption("ta");
  expect(tamil.shown).toEqual({ text: TA_TEXT, lang: null, pageDir: "ltr" });
  expect(tamil.errors).toEqual([]);
  const arabic = await reasonOption("ar");
  expect(arabic.shown).toEqual({ text: AR_TEXT, lang: null, pageDir: "rtl" });
  expect(arabic.errors).toEqual([]);
});

test("in Arabic the screen is right to left and fits 320, 412 and 1366 px", async () => {
  const page = await demo.context.newPage();
  try {
    await openScreen(page);
    await chooseConsoleLanguage(page, "ar");
    await page.waitForSelector("form[data-reason-texts]");
    await reasonGroup(page).locator("summary").click();
    expect(await page.textContent("h1")).toContain("أسباب الإرجاع");
    for (const width of [320, 412, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
    }
    // Back to English for whoever uses this browser's storage next.
    await chooseConsoleLanguage(page, "en");
  } finally {
    await page.close();
  }
});

test("an admin restores an earlier version: sees what changes, may cancel, confirms; focus goes to the answer; the return flow has the words at once; Arabic fits 320 px", async () => {
  const OLD = "பழைய சொற்கள்: தரம் சரியில்லை";
  const NEW = "புதிய சொற்கள்: தரம் குறைவு";
  const page = await demo.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const newestVersion = () => page.locator("[data-text-versions] li").first().getAttribute("data-version-id");
  const saveTamil = async (text: string) => {
    const newestBefore = (await page.locator("[data-text-versions] li").count()) > 0 ? await newestVersion() : null;
    await reasonField(page, "ta").fill(text);
    await page.click("form[data-reason-texts] button[type=submit]");
    await page.waitForSelector('[data-reason-texts-result="saved"]');
    await expect.poll(newestVersion).not.toBe(newestBefore);
    return newestVersion();
  };
  const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute("data-text-restore-result") || "");
  try {
    await openScreen(page);
    await reasonGroup(page).locator("summary").click();
    const oldVersion = await saveTamil(OLD);
    await saveTamil(NEW);
    const versionCount = await page.locator("[data-text-versions] li").count();
    const earlier = page.locator(`[data-text-versions] li[data-version-id="${oldVersion}"]`);

    // The question names the one word that changes, now and restored, and takes focus.
    await earlier.locator("[data-restore-version]").click();
    await page.waitForSelector('[data-text-restore="confirm"]');
    expect(await focused()).toBe("text-restore-title");
    expect(await page.getAttribute("[data-restore-changes]", "data-restore-changes")).toBe("1");
    const change = page.locator('.admin-restore-changes li[data-change-locale="ta"]');
    expect(await change.textContent()).toContain(NEW);
    expect(await change.textContent()).toContain(OLD);
    expect(await change.locator("bdi").first().getAttribute("lang")).toBe("ta");

    // Cancelled: nothing changes and focus is back on the button that asked.
    await page.click("[data-cancel-restore]");
    await page.waitForSelector('[data-text-restore="confirm"]', { state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-restore-version"))).toBe(true);
    expect((await reasonNow())?.translations.ta).toBe(NEW);

    await earlier.locator("[data-restore-version]").click();
    await page.click("[data-confirm-restore]");
    await page.waitForSelector('[data-text-restore-result="restored"]');
    expect(await focused()).toBe("restored");
    expect(await page.textContent('[data-text-restore-result="restored"]')).toContain("1 text changed");
    expect((await reasonNow())?.translations.ta).toBe(OLD);
    expect(await reasonField(page, "ta").inputValue()).toBe(OLD);
    // A new version on top; the one restored from is still listed.
    expect(await page.locator("[data-text-versions] li").count()).toBe(Math.min(versionCount + 1, 20));
    expect(await page.locator("[data-text-versions] li").first().getAttribute("data-changed")).toBe("1");
    expect(await page.locator(`[data-text-versions] li[data-version-id="${oldVersion}"]`).count()).toBe(1);

    // In Arabic, the question is right to left and fits a 320 px phone.
    await chooseConsoleLanguage(page, "ar");
    await page.waitForSelector("form[data-reason-texts]");
    await page.locator("[data-text-versions] li").nth(1).locator("[data-restore-version]").click();
    await page.waitForSelector('[data-text-restore="confirm"]');
    expect(await page.textContent("#text-restore-title")).toContain("استعادة الكلمات");
    for (const width of [320, 412, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
      const box = await page.locator('[data-text-restore="confirm"]').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `the question fits at ${width} px`).toBe(true);
    }
    await page.click("[data-cancel-restore]");
    await chooseConsoleLanguage(page, "en");
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }

  const tamil = await reasonOption("ta");
  expect(tamil.shown.text).toBe(OLD);
  expect(tamil.errors).toEqual([]);
});
