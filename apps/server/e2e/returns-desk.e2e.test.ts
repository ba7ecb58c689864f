import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { createDatabase } from "@portal/db/connection";
import { generateBrandApiKey, hashBrandApiKey } from "../src/import/brand-api-key.ts";
import { openHydrated } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { brandUrl, portalPort } from "./portal-http.ts";

// Issue 34 end to end, on the built server: a shopper places a return on the demo brand; the
// brand's admin finds it on /admin/returns and approves it; an ingested reverse scan (POST
// /api/v1/ingest) marks it picked up; the admin marks it received, inspects it and records the
// refund; the shopper's status page shows each stage and the refund's amount, mode and date,
// in English and Arabic. The order is this test's own (imported below), so no other test's
// demo order is touched.

const demo = setUpDemoBrowser({ viewport: { width: 1366, height: 900 } });
const ORDER = "DS-E2E-3401";
const MOBILE = "9810034034";
const ITEM = 3_400_001;
const PICKUP_AWB = "DESK34-RVP-1";
/** The exchange: its own order, item, pickup and the new forward shipment that replaces the item. */
const EXCHANGE = { order: "DS-E2E-3402", item: 3_400_002, pickupAwb: "DESK34-RVP-2", newAwb: "DESK34-FWD-NEW-2" } as const;
const ADMIN = { username: "ops-one-brand", password: "portal-demo-ops" };
/** Core's English texts, and the Arabic catalog's, as the status page shows them. */
const TEXT = {
  en: { mode: "Original payment method", refunded: "Refunded" },
  ar: { mode: "طريقة الدفع الأصلية", refunded: "تم الاسترداد" },
} as const;
/** The Intl tag the portal formats each language with (@portal/i18n's INTL_TAG). */
const INTL_TAG = { en: "en-IN", ar: "ar-u-nu-latn" } as const;

let apiKey = "";
let previousKeyHash: string | null = null;

beforeAll(async () => {
  const database = createDatabase({ sqliteFile: inject("portalSqliteFile") });
  try {
    // The brand's own API key for the ingest call; the one it had (if any) comes back after.
    const brand = await database.db.selectFrom("brands").select("api_key_hash").where("id", "=", "brand-demo").executeTakeFirstOrThrow();
    previousKeyHash = brand.api_key_hash;
    apiKey = generateBrandApiKey();
    await database.db
      .updateTable("brands")
      .set({ api_key_hash: hashBrandApiKey(apiKey) })
      .where("id", "=", "brand-demo")
      .execute();
  } finally {
    await database.close();
  }
  // The order and its delivered shipment arrive as a brand's feed would send them.
  const setUp = await ingest(deliveredOrder("DESK34-FWD-1", ORDER, { id: ITEM, title: "Handloom Cotton Kurta", sku: "KUR-34", price: 1299 }));
  if (setUp.status !== 200) throw new Error(`setting up the order failed: HTTP ${setUp.status} ${await setUp.text()}`);
  const exchangeOrder = await ingest(
    deliveredOrder("DESK34-FWD-2", EXCHANGE.order, { id: EXCHANGE.item, title: "Block-print Kurta, size S", sku: "KUR-35-S", price: 1499 }),
  );
  if (exchangeOrder.status !== 200) throw new Error(`setting up the exchange order failed: HTTP ${exchangeOrder.status} ${await exchangeOrder.text()}`);
  const catalogue = createDatabase({ sqliteFile: inject("portalSqliteFile") });
  try {
    // The sizes the exchanged item can be swapped for (the brand's catalogue; the import format
    // carries none, so they are written as the demo's catalogue rows are).
    await catalogue.db
      .insertInto("return_variants")
      .values(
        ["M", "L"].map((size, position) => ({
          id: `e2e-3402-${size}`,
          brand_id: "brand-demo",
          item_id: EXCHANGE.item,
          variant_id: `KUR-35-${size}`,
          title: `Size ${size}`,
          inventory_quantity: 5,
          position,
        })),
      )
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  } finally {
    await catalogue.close();
  }
}, 60_000);

/** POST /api/v1/ingest with the brand's API key. */
/** An import document for Meera's delivered prepaid order of one unit of one item, with its return order (her Bengaluru address on file). */
function deliveredOrder(waybill: string, orderId: string, { id, title, sku, price }: { id: number; title: string; sku: string; price: number }) {
  const item = { id, title, sku, quantity: 1, price, eligible_quantity_can_be_return: 1, final_amount_paid: price };
  return {
    version: 1,
    shipments: [
      {
        brand: "demo",
        waybill,
        order_id: orderId,
        order_type: "PREPAID",
        customer_info: { name: "Meera Iyer", phone: MOBILE, address: "21 Residency Road, Bengaluru", pincode: "560025" },
        scans: [
          { code: 1, status: "Order Placed", timestamp: "2026-11-15T09:00:00Z" },
          { code: 8, status: "Delivered", timestamp: "2026-11-18T09:00:00Z" },
        ],
      },
    ],
    return_orders: [
      {
        brand: "demo",
        order_id: orderId,
        awb: waybill,
        order_type: "PREPAID",
        currency_code: "INR",
        item_info: [item],
        addresses: [
          {
            name: "Meera Iyer",
            phone: MOBILE,
            email: "meera@example.com",
            address: "21 Residency Road, Ashok Nagar",
            pincode: "560025",
            city: "Bengaluru",
            state: "Karnataka",
            country: "IN",
          },
        ],
      },
    ],
  };
}

function ingest(document: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${portalPort()}/api/v1/ingest`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
    body: JSON.stringify(document),
  });
}

afterAll(async () => {
  const database = createDatabase({ sqliteFile: inject("portalSqliteFile") });
  try {
    await database.db.updateTable("brands").set({ api_key_hash: previousKeyHash }).where("id", "=", "brand-demo").execute();
  } finally {
    await database.close();
  }
});

const statusUrl = (lang: "en" | "ar", returnId: string, order: string = ORDER) =>
  brandUrl("demo", `/${lang}/returns/status?return_id=${returnId}&order_id=${order}&mobile=${MOBILE}`);

async function currentStep(page: Page): Promise<string | null> {
  await page.locator('[data-part="return-status"]').waitFor();
  return page.locator('[aria-current="step"]').getAttribute("data-step");
}

/** The shopper's status page in a language: the current stage's step. */
async function shopperSees(lang: "en" | "ar", returnId: string, order: string = ORDER): Promise<{ page: Page; step: string | null; errors: string[] }> {
  const { page, errors } = await openHydrated(demo.context, statusUrl(lang, returnId, order));
  return { page, step: await currentStep(page), errors };
}

async function adminAct(page: Page, action: string, fill: (form: ReturnType<Page["locator"]>) => Promise<void> = async () => {}, stage?: string) {
  const form = page.locator(`form[data-action="${action}"]`);
  await fill(form);
  await form.locator('button[type="submit"]').click();
  if (stage) await page.locator(`section[data-stage="${stage}"]`).waitFor();
}

/** Every stage a picked-up request passes through on its way to `last`. */
const stagesTo = (last: "refunded" | "exchanged") => ["placed", "approved", "pickup_scheduled", "picked_up", "received", "inspected", last];
/** The request's history on the desk, as its events. */
const historyOf = (admin: Page) => admin.locator("[data-history] li").evaluateAll((items) => items.map((li) => li.getAttribute("data-event")));
/** The steps of the shopper's status page. */
const stepsOf = (page: Page) => page.locator('[data-part="return-status"] [data-step]').evaluateAll((items) => items.map((li) => li.getAttribute("data-step")));

/** The brand's admin logs in, finds the request by its order id on the desk and opens it. */
async function openOnDesk(order: string, returnId: string): Promise<{ admin: Page; adminErrors: string[] }> {
  const admin = await demo.context.newPage();
  const adminErrors: string[] = [];
  admin.on("pageerror", (e) => adminErrors.push(e.message));
  await admin.goto(brandUrl("demo", "/admin/login?next=%2Fadmin%2Freturns%3Fbrand%3Ddemo"));
  await admin.fill("input[name=username]", ADMIN.username);
  await admin.fill("input[name=password]", ADMIN.password);
  await admin.click("button[type=submit]");
  await admin.waitForURL(/\/admin\/returns/);
  await admin.locator("table[data-return-desk]").waitFor();
  await admin.fill('form.admin-filters input[name="order_id"]', order);
  await admin.click('form.admin-filters button[type="submit"]');
  await expect.poll(() => admin.locator("table[data-return-desk] tbody tr").count()).toBe(1);
  expect(await admin.locator(`tr[data-return-id="${returnId}"]`).getAttribute("data-stage")).toBe("placed");
  await admin.locator(`tr[data-return-id="${returnId}"] a`).click();
  await admin.locator(`section[data-return-id="${returnId}"][data-stage="placed"]`).waitFor();
  return { admin, adminErrors };
}

/** The courier's reverse scan through the ingest API: picked up. */
/** From the item step: continue, take the first address and pickup date on file, continue to review. */
async function pickFirstPickup(page: Page): Promise<void> {
  await page.locator('[data-part="flow"] [data-action="continue"]').click();
  await page.locator('[data-part="pickup-step"]').waitFor();
  await page.locator('input[name="pickup-address"]').first().check();
  await page.locator('input[name="pickup-date"]').first().check();
  await page.locator('[data-part="flow"] [data-action="continue"]').click();
}

/** The placed request's id, read from the confirmation's status link. */
async function placedReturnId(page: Page): Promise<string> {
  const href = (await page.locator('[data-part="status-link"]').getAttribute("href")) ?? "";
  return new URL(href, "http://x").searchParams.get("return_id") ?? "";
}

async function ingestPickedUp(waybill: string, order: string): Promise<void> {
  const scanned = await ingest({
    version: 1,
    shipments: [
      { brand: "demo", waybill, order_id: order, config: { is_rvp: true }, scans: [{ code: 4, status: "Picked up", timestamp: new Date().toISOString() }] },
    ],
  });
  expect(scanned.status).toBe(200);
}

test("a return from placed to refunded: shopper, desk, ingested reverse scan, desk, shopper in en and ar", async () => {
  // 1. The shopper places a return: one item, an address on file, the first pickup date, back to source.
  const flow = await openHydrated(demo.context, brandUrl("demo", `/en/returns?order_id=${ORDER}&mobile=${MOBILE}`));
  const item = flow.page.locator(`[data-part="item"][data-item-id="${ITEM}"]`);
  await item.locator('input[type="checkbox"]').check();
  await item.locator(`select[name="reason-${ITEM}"]`).selectOption("5");
  await pickFirstPickup(flow.page);
  await flow.page.locator('[data-part="review-step"]').waitFor();
  await flow.page.locator('input[name="refund-mode"][value="back-to-source"]').check();
  await flow.page.locator('[data-action="submit"]').click();
  await flow.page.locator('[data-part="placed"]').waitFor();
  const returnId = await placedReturnId(flow.page);
  expect(returnId).toMatch(/^RET-[0-9A-F]{16}$/);
  expect(flow.errors).toEqual([]);
  await flow.page.close();
  const placed = await shopperSees("en", returnId);
  expect(placed.step).toBe("placed");
  await placed.page.close();

  // 2. The brand's admin finds it by order id on the desk and approves it.
  const { admin, adminErrors } = await openOnDesk(ORDER, returnId);
  await adminAct(admin, "approve", async () => {}, "approved");
  await adminAct(admin, "link-pickup", (form) => form.locator('input[name="awb"]').fill(PICKUP_AWB), "pickup_scheduled");
  const approved = await shopperSees("en", returnId);
  expect(approved.step).toBe("pickup_scheduled");
  await approved.page.close();

  // 3. The courier's reverse scan arrives through the ingest API: picked up.
  await ingestPickedUp(PICKUP_AWB, ORDER);
  await admin.reload();
  await admin.locator(`section[data-stage="picked_up"]`).waitFor();
  expect(await admin.locator('[data-history] li[data-event="picked_up"]').innerText()).toContain(PICKUP_AWB);

  // 4. Received, inspected, refunded on the desk.
  await adminAct(admin, "receive", async () => {}, "received");
  await adminAct(admin, "inspect", (form) => form.locator('input[name="item-note-0"]').fill("Tags intact"), "inspected");
  await adminAct(
    admin,
    "refund",
    async (form) => {
      await form.locator('input[name="amount"]').fill("1299");
      await form.locator('select[name="mode"]').selectOption("back-to-source");
      await form.locator('input[name="reference"]').fill("UTR-E2E-34");
    },
    "refunded",
  );
  expect(await admin.locator("[data-refund-record]").innerText()).toContain("UTR-E2E-34");
  expect(await historyOf(admin)).toEqual(stagesTo("refunded"));
  expect(adminErrors).toEqual([]);
  await admin.close();

  // 5. The shopper sees every stage done and the refund, in English and in Arabic.
  for (const lang of ["en", "ar"] as const) {
    const { page, step, errors } = await shopperSees(lang, returnId);
    expect(step).toBe("refunded");
    expect(await stepsOf(page)).toEqual(stagesTo("refunded"));
    const refund = page.locator('[data-part="refund-made"]');
    expect(await refund.locator('[data-part="refund-mode"]').innerText()).toBe(TEXT[lang].mode);
    expect(await refund.locator('[data-part="refund-reference"]').innerText()).toBe("UTR-E2E-34");
    const amount = await refund.locator('[data-part="refund-amount"]').innerText();
    const date = refund.locator('[data-part="refund-date"]');
    const iso = (await date.getAttribute("datetime")) ?? "";
    expect(Number.isNaN(Date.parse(iso))).toBe(false);
    // Amount and date in the page's language, as Intl writes them there.
    const expected = await page.evaluate(
      ([locale, at]) => ({
        amount: new Intl.NumberFormat(locale, { style: "currency", currency: "INR" }).format(1299),
        date: new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(at!)),
      }),
      [INTL_TAG[lang], iso] as const,
    );
    expect(amount.replace(/\s/g, " ")).toBe(expected.amount.replace(/\s/g, " "));
    expect(await date.innerText()).toBe(expected.date);
    expect(await page.locator('[aria-current="step"]').innerText()).toContain(TEXT[lang].refunded);
    expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    expect(errors).toEqual([]);
    await page.close();
  }
}, 180_000);

test("an exchange from placed to its new shipment: shopper picks another size, desk, ingested reverse scan, desk, shopper in en and ar", async () => {
  // 1. The shopper asks for another size, with a pickup.
  const flow = await openHydrated(demo.context, brandUrl("demo", `/en/return-exchange?order_id=${EXCHANGE.order}&mobile=${MOBILE}`));
  const item = flow.page.locator(`[data-part="item"][data-item-id="${EXCHANGE.item}"]`);
  await item.locator('input[type="checkbox"]').check();
  await item.locator(`select[name="reason-${EXCHANGE.item}"]`).selectOption("1");
  const subReason = item.locator(`select[name="sub-reason-${EXCHANGE.item}"]`);
  if ((await subReason.count()) > 0) await subReason.selectOption("101");
  await item.locator(`input[name="variant-${EXCHANGE.item}"]`).nth(1).check();
  await pickFirstPickup(flow.page);
  await flow.page.locator('[data-part="review-step"] [data-part="variant"]').waitFor();
  await flow.page.locator('[data-action="submit"]').click();
  await flow.page.locator('[data-part="placed"][data-kind="exchange"]').waitFor();
  const returnId = await placedReturnId(flow.page);
  expect(returnId).toMatch(/^RET-[0-9A-F]{16}$/);
  expect(flow.errors).toEqual([]);
  await flow.page.close();

  // 2. The desk approves it and links the pickup; 3. the courier's scan picks it up.
  const { admin, adminErrors } = await openOnDesk(EXCHANGE.order, returnId);
  await adminAct(admin, "approve", async () => {}, "approved");
  await adminAct(admin, "link-pickup", (form) => form.locator('input[name="awb"]').fill(EXCHANGE.pickupAwb), "pickup_scheduled");
  await ingestPickedUp(EXCHANGE.pickupAwb, EXCHANGE.order);
  await admin.reload();
  await admin.locator(`section[data-stage="picked_up"]`).waitFor();

  // 4. Received and inspected; the new size ships: the exchange is done with its new waybill.
  await adminAct(admin, "receive", async () => {}, "received");
  await adminAct(admin, "inspect", (form) => form.locator('input[name="item-note-0"]').fill("Unworn"), "inspected");
  await adminAct(admin, "exchange", (form) => form.locator('input[name="exchange-awb"]').fill(EXCHANGE.newAwb), "exchanged");
  expect(await historyOf(admin)).toEqual(stagesTo("exchanged"));
  expect(adminErrors).toEqual([]);
  await admin.close();

  // 5. The shopper sees every stage and the new shipment's waybill, in English and Arabic; no refund.
  for (const lang of ["en", "ar"] as const) {
    const { page, step, errors } = await shopperSees(lang, returnId, EXCHANGE.order);
    expect(step).toBe("exchanged");
    expect(await stepsOf(page)).toEqual(stagesTo("exchanged"));
    expect(await page.locator('[data-part="exchange-awb"]').innerText()).toBe(EXCHANGE.newAwb);
    expect(await page.locator('[data-part="refund-made"]').count()).toBe(0);
    expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    expect(errors).toEqual([]);
    await page.close();
  }
}, 180_000);
