import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import type { Page } from "playwright-core";
import { brandUrl, getRaw, postRaw } from "./portal-http.ts";
import { openHydrated } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// Update contact, My orders, pincode serviceability and the analytics collector against the
// built server's demo data, in English and Arabic. Selectors are structural where the text
// is the screen's own (so they hold in every language); core's catalogued texts (validation
// messages, toasts, the pincode answer) are checked verbatim.

const demo = setUpDemoBrowser();

const demoCase = (brand: string, pattern: RegExp) => new URL(demo.find(brand, pattern).url);
const waybillOf = (brand: string, pattern: RegExp) => demoCase(brand, pattern).searchParams.get("waybill")!;
const orderIdOf = (brand: string, pattern: RegExp) => demoCase(brand, pattern).searchParams.get("order_id")!;

const open = (url: string) => openHydrated(demo.context, url);

function posts(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === path) count += 1;
  });
  return () => count;
}

describe("update contact", () => {
  const phone = (page: Page) => page.locator('input[name="phone_number"]');
  const alternate = (page: Page) => page.locator('input[name="alternate_phone_number"]');
  const submit = (page: Page) => page.locator('[data-screen="update-contact"] button[type=submit]');

  test("wrong number: core's exact message; a valid one saves once, confirms it in the form, and stays after reload", async () => {
    const waybill = waybillOf("demo", /^Arrived at hub \(code 18\)$/);
    const { page, errors } = await open(brandUrl("demo", `/en/update-contact?waybill=${waybill}`));
    const saves = posts(page, "/api/v1/contact-update");
    await page.locator('form[data-permission="open"]').waitFor();
    expect(await phone(page).inputValue()).toMatch(/^\d{10}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await phone(page).fill("98450");
    await submit(page).click();
    const message = page.getByText("Please enter a 10 digit valid phone number.");
    await message.waitFor();
    expect(await message.getAttribute("role")).toBe("alert");
    expect(await phone(page).getAttribute("aria-describedby")).toContain((await message.getAttribute("id"))!);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("phone_number");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await phone(page).fill("98200 98765");
    await alternate(page).fill("9831054321");
    await submit(page).dblclick();
    // The confirmation sits in the form, below the button, not in a toast over the header (issue 33 item 19).
    const confirmation = page.locator('[data-screen="update-contact"] [data-part="progress"][data-state="saved"]');
    await confirmation.getByText("Contact number updated. Notifications will go to the updated number.").waitFor();
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    const header = await page.locator("header").first().boundingBox();
    const shown = await confirmation.boundingBox();
    expect(shown?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(saves()).toBe(1);

    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    await page.locator('form[data-permission="open"]').waitFor();
    expect(await phone(page).inputValue()).toBe("9820098765");
    expect(await alternate(page).inputValue()).toBe("9831054321");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("after delivery: the form is disabled and says why", async () => {
    const waybill = waybillOf("demo", /^Delivered within 3 days \(code 8\)$/);
    const { page } = await open(brandUrl("demo", `/en/update-contact?waybill=${waybill}`));
    const form = page.locator('form[data-permission="closed"]');
    await form.waitFor();
    const reasonId = await form.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBeTruthy();
    expect(await page.locator("[data-screen=update-contact] fieldset").getAttribute("disabled")).not.toBeNull();
    expect(await phone(page).isDisabled()).toBe(true);
    expect(await submit(page).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  test("Arabic: right to left, the same rules", async () => {
    const waybill = waybillOf("demo", /^Departed hub, delayed \(code 19\)$/);
    const { page, errors } = await open(brandUrl("demo", `/ar/update-contact?waybill=${waybill}`));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await page.locator('form[data-permission="open"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await phone(page).fill("12");
    await submit(page).click();
    await page.locator('[data-screen="update-contact"] [data-part="error"][role="alert"]').waitFor();
    await phone(page).fill("9820098765");
    await submit(page).click();
    await page.locator('[data-screen="update-contact"] [data-part="progress"][data-state="saved"]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("my orders", () => {
  const SPLIT = /^Order with 3 shipments \(DLV-008-SPLIT, TRN-005-SPLIT, NOAWB-SPLIT\)$/;

  test("a three-shipment order: date, total, payment, and one button per shipment", async () => {
    const orderId = orderIdOf("demo", SPLIT);
    const { page, errors } = await open(brandUrl("demo", `/en/my-order?order_id=${orderId}`));
    const cards = page.locator('[data-screen="my-orders"] article');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-button")))).toEqual(["give-feedback", "view-details", "shipping-soon"]);
    expect(await page.locator('[data-part="total"]').textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(await page.locator('[data-part="summary"] time').textContent()).toMatch(/\d{4}/);
    expect(await cards.nth(0).locator('[data-part="sku-title"]').count()).toBe(1);
    expect(await cards.nth(2).locator("a").count()).toBe(0);
    // The delivered part offers a return and an exchange besides its one button (issue 33 item 12).
    expect(await cards.nth(0).locator('[data-part="return-entry"] a').count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Give delivery feedback leads to the tracking page's rating.
    await Promise.all([page.waitForURL(/\/en\/tracking\?waybill=.*#rating$/), cards.nth(0).locator('[data-part="action"]').click()]);
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.locator("#rating [data-rating]").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a failed delivery raises a concern on /issue", async () => {
    const orderId = orderIdOf("demo", /^Order with 2 shipments \(DLV-008-PAIR, FLD-007-PAIR\)$/);
    const { page } = await open(brandUrl("demo", `/en/my-order?order_id=${orderId}`));
    const cards = page.locator('[data-screen="my-orders"] article');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-button")))).toEqual(["view-details", "raise-concern"]);
    expect(await cards.nth(1).locator("a").getAttribute("href")).toMatch(/^\/en\/issue\?waybill=DEMO-FLD-007-PAIR/);
    await page.close();
  });

  test("Arabic: right to left, money and dates in Arabic with Latin digits", async () => {
    const orderId = orderIdOf("demo", SPLIT);
    const { page, errors } = await open(brandUrl("demo", `/ar/my-order?order_id=${orderId}`));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await page.locator('[data-screen="my-orders"] article').first().waitFor();
    expect(await page.locator('[data-part="total"]').textContent()).toMatch(/[\d,]+\.\d{2}/);
    expect(await page.locator('[data-screen="my-orders"] article a').first().getAttribute("href")).toMatch(/^\/ar\/tracking\?/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a key-checking brand: an order opened by its second factor links each shipment to its full tracking page", async () => {
    const orderLink = demoCase("kestrel", SPLIT);
    const orderId = orderLink.searchParams.get("order_id")!;
    // The reference number a shopper has from the brand's order e-mail, read here through the keyed link.
    const keyedOrder = JSON.parse((await getRaw("kestrel.localhost", `/api/v1/track-order${orderLink.search}`)).body) as {
      result: { shipments: { waybill: string | null }[] };
    };
    const first = keyedOrder.result.shipments.find((s) => s.waybill)!.waybill!;
    const key = orderLink.searchParams.get("security_key")!;
    const entry = JSON.parse((await getRaw("kestrel.localhost", `/api/v1/track-order?waybill=${first}&security_key=${key}`)).body) as {
      result: Record<string, { reference_number: string; customer_info: { phone: string } }>;
    };
    const reference = entry.result[first]!.reference_number;
    const mobile = entry.result[first]!.customer_info.phone;
    expect(reference).toBeTruthy();
    expect(mobile).toMatch(/\d{10}/);

    // My orders with the shopper's own mobile: each button opens its shipment on the full tracking page, though the link carried no key.
    const mine = await open(brandUrl("kestrel", `/en/my-order?order_id=${orderId}&mobile=${encodeURIComponent(mobile)}`));
    const cards = mine.page.locator('[data-screen="my-orders"] article');
    await cards.first().waitFor();
    const inTransit = cards.locator('a[href*="TRN-005-SPLIT"]');
    expect(await inTransit.getAttribute("href")).toMatch(/[?&]security_key=[^&#]+/);
    await Promise.all([mine.page.waitForURL(/\/en\/tracking\?waybill=.*TRN-005-SPLIT/), inTransit.click()]);
    await mine.page.waitForSelector("html[data-hydrated='true']");
    expect(await mine.page.textContent("[data-testid=tracking-status]")).toBe("In transit");
    expect(mine.errors).toEqual([]);
    await mine.page.close();

    // The order on the tracking screen: its "View tracking" links open too.
    const tracked = await open(brandUrl("kestrel", `/en/tracking?order_id=${orderId}&mobile=${encodeURIComponent(mobile)}`));
    const view = tracked.page.locator('[data-part="shipments"] a[href*="TRN-005-SPLIT"]');
    await Promise.all([tracked.page.waitForURL(/waybill=.*TRN-005-SPLIT/), view.click()]);
    await tracked.page.waitForSelector("html[data-hydrated='true']");
    expect(await tracked.page.textContent("[data-testid=tracking-status]")).toBe("In transit");
    await tracked.page.close();

    // A reference number (guessable: shops derive it from the order id) shows the order's
    // status only: the shipments are listed, no link carries a key.
    const byReference = await getRaw("kestrel.localhost", `/en/my-order?order_id=${orderId}&reference_number=${encodeURIComponent(reference)}`);
    expect(byReference.body).toContain("TRN-005-SPLIT");
    expect(byReference.body).not.toContain("security_key");

    // Without the second factor the order is not shown and no link carries a key.
    const stranger = await getRaw("kestrel.localhost", `/en/my-order?order_id=${orderId}&reference_number=WRONG`);
    expect(stranger.body).not.toContain("security_key");
    expect(stranger.body).not.toContain("TRN-005-SPLIT");
  });

  test("a key-checking brand's home search: an order id with the phone on the order opens it, and its shipments", async () => {
    const orderLink = demoCase("kestrel", SPLIT);
    const orderId = orderLink.searchParams.get("order_id")!;
    const keyed = JSON.parse((await getRaw("kestrel.localhost", `/api/v1/track-order${orderLink.search}`)).body) as {
      result: { shipments: { waybill: string | null }[] };
    };
    const first = keyed.result.shipments.find((s) => s.waybill)!.waybill!;
    const entry = JSON.parse(
      (await getRaw("kestrel.localhost", `/api/v1/track-order?waybill=${first}&security_key=${orderLink.searchParams.get("security_key")}`)).body,
    ) as {
      result: Record<string, { customer_info: { phone: string } }>;
    };
    const phone = entry.result[first]!.customer_info.phone;

    const { page, errors } = await open(brandUrl("kestrel", "/en"));
    // Waybill search asks for nothing more; the order search asks for the phone on the order.
    expect(await page.locator("input[name='mobile']").count()).toBe(0);
    await page.locator("input[name='search_by'][value='order_id']").check();
    await page.locator("input[name='order_id']").fill(orderId);
    await page.locator(".portal-search button[type='submit']").click();
    await page.getByText("Please enter the phone number on the order.").waitFor();
    expect(await page.locator("input[name='mobile']").getAttribute("aria-invalid")).toBe("true");
    await page.locator("input[name='mobile']").fill(phone);
    await page.locator(".portal-search button[type='submit']").click();
    await page.waitForURL(/order_id=.*&mobile=/);
    const view = page.locator('[data-part="shipments"] a[href*="TRN-005-SPLIT"]');
    expect(await view.getAttribute("href")).toMatch(/[?&]security_key=[^&#]+/);
    await Promise.all([page.waitForURL(/waybill=.*TRN-005-SPLIT/), view.click()]);
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.textContent("[data-testid=tracking-status]")).toBe("In transit");
    expect(errors).toEqual([]);
    await page.close();

    // A brand without the check asks no phone.
    const plain = await open(brandUrl("demo", "/en"));
    await plain.page.locator("input[name='search_by'][value='order_id']").check();
    await expect.poll(() => plain.page.locator("input[name='mobile']").count()).toBe(0);
    await plain.page.close();
  });

  test("an unknown order: the not-shipped message", async () => {
    const { page } = await open(brandUrl("demo", "/en/my-order?order_id=NO-SUCH-ORDER"));
    const message = page.locator('[data-screen="my-orders"] [role="alert"]');
    await message.waitFor();
    expect(await message.textContent()).toBe(
      "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
    );
    await page.close();
  });
});

describe("pincode serviceability", () => {
  test("brands that do not enable the page answer not-found", async () => {
    const res = await getRaw("demo.localhost", "/en/pincode");
    expect(res.status).toBe(404);
  });

  test("on the enabling brand: serviceable, and not, in English and Arabic", async (ctx) => {
    const brands = [...new Set(demo.links.map((l) => l.brand))];
    const statuses = await Promise.all(brands.map(async (b) => [b, (await getRaw(`${b}.localhost`, "/en/pincode")).status] as const));
    const brand = statuses.find(([, status]) => status === 200)?.[0];
    if (!brand) return ctx.skip("no demo brand enables pincode_page_enabled yet");
    const answers: string[] = [];
    for (const prefix of ["/en", "/ar"]) {
      const { page, errors } = await open(brandUrl(brand, `${prefix}/pincode`));
      const input = page.locator('input[name="pickup_pincode"]');
      const result = page.locator('[data-screen="pincode"] [data-part="result"]');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await input.fill("4110");
      await page.locator('[data-screen="pincode"] button[type=submit]').click();
      // The product rules' message in English; its translation on the Arabic page.
      const error = page.locator('[data-screen="pincode"] [data-part="error"]');
      await error.waitFor();
      const isSpecText = (await error.textContent()) === "Please enter 6 digit pincode.";
      expect(isSpecText).toBe(prefix === "/en");
      await input.fill("411001");
      await page.locator('[data-screen="pincode"] button[type=submit]').dblclick();
      await page.locator('[data-screen="pincode"] [data-part="result"][data-state="serviceable"]').waitFor();
      await input.fill("744101");
      await page.locator('[data-screen="pincode"] button[type=submit]').click();
      await page.locator('[data-part="result"][data-state="not-serviceable"]').waitFor();
      answers.push((await result.textContent()) ?? "");
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(answers[0]).toBe("Pincode is not serviceable, please ship order to us.");
    expect(answers[1]).not.toBe(answers[0]);
  });
});

describe("analytics", () => {
  const EVENT = JSON.stringify({ category: "Email ID", action: "mailto", label: "demo" });

  test("the collector takes a link event and refuses personal data", async (ctx) => {
    const taken = await postRaw("demo.localhost", "/api/v1/analytics", EVENT);
    if (taken.status === 404) return ctx.skip("POST /api/v1/analytics is not mounted yet (see the report's api-router diff)");
    expect(taken.status).toBe(202);
    const refused = await postRaw(
      "demo.localhost",
      "/api/v1/analytics",
      JSON.stringify({ category: "Email ID", action: "care@demo-store.example", label: "demo" }),
    );
    expect(refused.status).toBe(400);
  });

  test("clicking the footer's email link posts the event (beacon, or keepalive fetch without one)", async (ctx) => {
    const url = demoCase("demo", /^In transit \(code 5\)$/).toString();
    const clickEmail = async (page: Page) => {
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/v1/analytics", { timeout: 3000 }).catch(() => undefined);
      await page.locator('footer a[href^="mailto:"]').click();
      return sent;
    };

    const { page } = await open(url);
    const beacon = await clickEmail(page);
    if (!beacon) {
      await page.close();
      return ctx.skip("the footer's links are not wired to analytics yet (see the report's chrome diff)");
    }
    // Beacon bodies are not visible to the test browser; the collector only takes valid events.
    expect(beacon.method()).toBe("POST");
    expect((await beacon.response())?.status()).toBe(202);
    await page.close();

    // Without sendBeacon (old WebViews) the same event goes by keepalive fetch, body visible.
    const fallback = await demo.context.newPage();
    await fallback.addInitScript(() => Object.defineProperty(Navigator.prototype, "sendBeacon", { value: undefined }));
    await fallback.goto(url);
    await fallback.waitForSelector("html[data-hydrated='true']");
    const fetched = await clickEmail(fallback);
    expect(JSON.parse(fetched?.postData() ?? "{}")).toEqual({ category: "Email ID", action: "mailto", label: "demo" });
    expect((await fetched?.response())?.status()).toBe(202);
    await fallback.close();
  });
});
