import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { brandUrl, getRaw } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { openRecordingDocuments } from "./document-requests.ts";

// The return flow with JavaScript off (issue 33 item 18): from the return login to the
// confirmation, each step a form posted to its own page; bad input comes back with the
// spec's messages beside the fields and nothing typed lost; the last step places the request
// the script would (the order's earlier returns then list it). Orders used here are used by
// no other browser test file (the files share one database): the DLV-032 orders of banyan and
// kestrel, both login brands, whose rejected earlier request freed their one item.

const demo = setUpDemoBrowser({ javaScriptEnabled: false });

const CASES = [
  {
    lang: "en" as const,
    brand: "banyan",
    order: "BH-70115",
    phone: "9831054321",
    itemId: 400021,
    texts: {
      step: (n: number) => `Step ${n} of 3`,
      nothingChosen: "Please choose at least one item to return.",
      option: "Please choose one of the options.",
      date: "Please choose one of the dates offered.",
      placed: "Your return request has been placed.",
    },
  },
  {
    lang: "ar" as const,
    brand: "kestrel",
    order: "KC-10115",
    phone: "9829066778",
    itemId: 200021,
    texts: {
      step: (n: number) => `الخطوة ${n} من 3`,
      nothingChosen: "يُرجى اختيار منتج واحد على الأقل لإرجاعه.",
      option: "يُرجى اختيار أحد الخيارات.",
      date: "يُرجى اختيار أحد التواريخ المعروضة.",
      placed: "تم تقديم طلب الإرجاع.",
    },
  },
];

/** A page without scripts that records the document requests its forms make. */
const openWithoutScripts = (url: string) => openRecordingDocuments(demo.context, url);

/** Presses a button of the step's form and waits for the page the server answers with. */
async function press(page: Page, selector: string): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.locator(`[data-part="step-form"] ${selector}`).click()]);
}

const stepCount = (page: Page) => page.locator('[data-part="step-count"]').innerText();

describe.each(CASES)("the return flow without JavaScript ($lang, $brand)", ({ lang, brand, order, phone, itemId, texts }) => {
  test("login, three steps by POST with bad input on each, the request placed and shown", async () => {
    await demo.context.clearCookies();
    const { page, sent } = await openWithoutScripts(brandUrl(brand, `/${lang}/login?next=%2F${lang}%2Freturns`));
    expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    await page.fill("input[name='username']", order);
    await page.fill("input[name='password']", phone);
    await Promise.all([page.waitForNavigation(), page.locator("[data-screen='login'] button[type=submit]").click()]);
    expect(new URL(page.url()).pathname).toBe(`/${lang}/returns`);
    sent.length = 0;

    // Step 1: every step is a POST form to its own page (no action: the URL, query and all).
    expect(await stepCount(page)).toBe(texts.step(1));
    expect(await page.getAttribute('[data-part="step-form"]', "method")).toBe("post");
    expect(await page.getAttribute('[data-part="step-form"]', "action")).toBeNull();

    // Nothing chosen: refused with the spec's message, still step 1.
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe(texts.step(1));
    expect(await page.locator("#items-error").innerText()).toBe(texts.nothingChosen);

    // Ticking the box opens the item's fields (without script only the server can show them): no complaint yet.
    const item = page.locator(`[data-part="item"][data-item-id="${itemId}"]`);
    await item.locator('input[type="checkbox"]').check();
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe(texts.step(1));
    expect(await item.locator('input[type="checkbox"]').isChecked()).toBe(true);
    expect(await item.locator(".portal-field-error").count()).toBe(0);

    // Continue without a reason: the reason is marked with the spec's text; the comment typed is kept.
    await item.locator(`textarea[name="comment-${itemId}"]`).fill("Arrived with a chipped plate");
    await press(page, '[data-action="continue"]');
    expect(await item.locator(`select[name="reason-${itemId}"]`).getAttribute("aria-invalid")).toBe("true");
    expect(await item.locator(".portal-field-error").innerText()).toBe(texts.option);
    expect(await item.locator(`textarea[name="comment-${itemId}"]`).inputValue()).toBe("Arrived with a chipped plate");

    // A reason with sub reasons: its sub reasons open first, then step 2.
    await item.locator(`select[name="reason-${itemId}"]`).selectOption("1");
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe(texts.step(1));
    await item.locator(`select[name="sub-reason-${itemId}"]`).selectOption("101");
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe(texts.step(2));

    // Step 2 without a date: refused beside the dates; the chosen address stays chosen.
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe(texts.step(2));
    expect(await page.getAttribute('[data-part="pickup-date"]', "data-invalid")).toBe("true");
    expect(await page.locator("#date-error").innerText()).toBe(texts.date);
    expect(await page.locator('input[name="pickup-address"]:checked').count()).toBe(1);

    // Back keeps step 1's choices; forward again keeps them too.
    await press(page, 'button[name="intent"][value="back"]');
    expect(await stepCount(page)).toBe(texts.step(1));
    expect(await item.locator(`select[name="sub-reason-${itemId}"]`).inputValue()).toBe("101");
    expect(await item.locator(`textarea[name="comment-${itemId}"]`).inputValue()).toBe("Arrived with a chipped plate");
    await press(page, '[data-action="continue"]');
    const date = await page.locator('input[name="pickup-date"]').first().getAttribute("value");
    await page.locator('input[name="pickup-date"]').first().check();
    // Enter in the step goes forward (the form's first submit button), never Back.
    await Promise.all([page.waitForNavigation(), page.locator('input[name="pickup-date"]').first().press("Enter")]);
    expect(await stepCount(page)).toBe(texts.step(3));
    expect(await page.locator('[data-part="summary"] tbody tr').count()).toBe(1);

    // Step 3: a bank refund with its fields left empty is refused beside them; the details are never in a URL.
    // Bank chosen: its fields are there (opened by this post where another mode was the default); empty, they are marked.
    await page.locator('input[name="refund-mode"][value="bank-account"]').check();
    await press(page, '[data-action="submit"]');
    expect(await page.locator('[data-part="bank-detail"] input[name="accountNumber"]').count()).toBe(1);
    await press(page, '[data-action="submit"]');
    expect(await stepCount(page)).toBe(texts.step(3));
    expect(await page.locator('[data-part="bank-detail"] input[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await page.locator('input[name="refund-mode"][value="bank-account"]').isChecked()).toBe(true);
    await page.fill('input[name="name"]', "Meera Iyer");
    await page.fill('input[name="accountNumber"]', "50100123456789");
    await page.fill('input[name="ifsccode"]', "HDFC0000001");
    await page.fill('input[name="bankName"]', "HDFC Bank");
    await page.fill('input[name="branchName"]', "Adyar");
    await press(page, '[data-action="submit"]');

    // The confirmation the script shows, with the request's number.
    await page.locator('[data-part="placed"]').waitFor();
    expect(await page.locator('[data-part="placed"] h2').innerText()).toBe(texts.placed);
    const returnId = (await page.locator('[data-part="return-id"]').innerText()).trim();
    expect(returnId).toMatch(/^RET-[0-9A-F]{16}$/);
    expect(sent.every((s) => s.method === "POST")).toBe(true);
    for (const s of [...sent, { url: page.url() }]) {
      for (const secret of ["50100123456789", "Meera", phone]) expect(decodeURIComponent(s.url)).not.toContain(secret);
    }

    // Placed through the API's write path: the order's earlier returns now list it, for the date chosen.
    const login = await demo.context.cookies(brandUrl(brand, `/${lang}/returns`));
    const cookie = login.map((c) => `${c.name}=${c.value}`).join("; ");
    const info = JSON.parse((await getRaw(`${brand}.localhost`, `/api/v1/return-info?domain=${brand}&login=1`, { cookie })).body);
    const earlier = info.result.previous_returns as Array<{ feed_id: string; item_ids: number[] }>;
    expect(earlier.find((r) => r.feed_id === returnId)?.item_ids).toEqual([itemId]);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The draft is gone with the request: a new visit starts afresh (the item is now in a request).
    expect(login.find((c) => c.name === "portal_return_draft")).toBeUndefined();
    await page.close();
  });
});
