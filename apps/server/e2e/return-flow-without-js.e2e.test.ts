import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { brandUrl, getRaw } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { openRecordingDocuments } from "./document-requests.ts";
import { tinyPng } from "../src/testing/tiny-png.ts";

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
    // The draft now only remembers the placed answer (for a reload), never the account typed.
    const draft = login.find((c) => c.name === "portal_return_draft")?.value ?? "";
    expect(Buffer.from(draft.split(".")[0] ?? "", "base64url").toString()).not.toMatch(/50100123456789|Meera/);
    await page.close();
  });
});

// Step 2's new address and courier check, step 3's IFSC lookup, the step pills and a reload of
// the confirmation, all without script (issue 33 item 18). Orders no other browser test file
// uses: banyan's BH-70114 (India, a login brand; its items 400011 and 400012) in Arabic, and
// redwood's RW-80114 (US ZIP codes; couriers offline serve no US code, so self-ship).

/** The step the pills mark as current, by its number. */
const currentPill = (page: Page) => page.locator('[data-part="steps"] li[data-state="current"] [data-part="step-number"]').innerText();

async function loginToReturns(brand: string, lang: string, order: string, phone: string): Promise<Page> {
  await demo.context.clearCookies();
  const { page } = await openWithoutScripts(brandUrl(brand, `/${lang}/login?next=%2F${lang}%2Freturns`));
  await page.fill("input[name='username']", order);
  await page.fill("input[name='password']", phone);
  await Promise.all([page.waitForNavigation(), page.locator("[data-screen='login'] button[type=submit]").click()]);
  expect(new URL(page.url()).pathname).toBe(`/${lang}/returns`);
  return page;
}

/** Step 1 for one item with reason 1 and its sub reason 101, by POST as a shopper does it. */
async function chooseItem(page: Page, itemId: number): Promise<void> {
  const item = page.locator(`[data-part="item"][data-item-id="${itemId}"]`);
  await item.locator('input[type="checkbox"]').check();
  await press(page, '[data-action="continue"]');
  await item.locator(`select[name="reason-${itemId}"]`).selectOption("1");
  await press(page, '[data-action="continue"]');
  await item.locator(`select[name="sub-reason-${itemId}"]`).selectOption("101");
  await press(page, '[data-action="continue"]');
}

/** Fills the new-address form's fields by their posted names. */
async function fillAddress(page: Page, address: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(address)) await page.fill(`[data-part="address-form"] [name="new-address-${field}"]`, value);
}

describe("the return flow's address, courier check, IFSC and confirmation without JavaScript", () => {
  test("India in Arabic (banyan): a new address with bad input then saved and chosen, an unserved pincode said on step 2, the IFSC lookup, a reload of the confirmation", async () => {
    const page = await loginToReturns("banyan", "ar", "BH-70114", "9820098765");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await currentPill(page)).toBe("1");
    await chooseItem(page, 400012);
    expect(await stepCount(page)).toBe("الخطوة 2 من 3");
    expect(await currentPill(page)).toBe("2");
    expect(await page.locator('[data-part="steps"] li[data-state="done"]').count()).toBe(1);

    // Add: the form opens with no complaint ("save the address first" only after an action that needs it).
    await press(page, '[data-action="add-address"]');
    expect(await page.locator('[data-part="address-form"] h3').innerText()).toBe("إضافة عنوان جديد");
    expect(await page.locator('[data-part="step-error"]').count()).toBe(0);
    expect(await page.locator('[data-part="address-form"] [aria-invalid="true"]').count()).toBe(0);

    // Continue with the form open and typed in: kept, and asked to save first.
    const address = {
      name: "Rohan Mehta",
      phone: "98200",
      address: "House 7, Aberdeen Bazaar, near the clock tower",
      pincode: "744101",
      city: "Port Blair",
      state: "Andaman & Nicobar Islands",
    };
    await fillAddress(page, address);
    await press(page, '[data-action="continue"]');
    expect(await page.locator('[data-part="step-error"]').innerText()).toBe("يُرجى حفظ العنوان أولًا.");
    expect(await page.inputValue('[name="new-address-address"]')).toBe(address.address);

    // Save with a short phone: the phone marked with India's rule, the rest kept.
    await press(page, '[data-action="save-address"]');
    expect(await page.getAttribute('[name="new-address-phone"]', "aria-invalid")).toBe("true");
    expect(await page.locator('[data-part="form-error"]').innerText()).toBe("يُرجى تصحيح الحقول المحددة.");
    expect(await page.inputValue('[name="new-address-city"]')).toBe("Port Blair");

    // A good Save: the form closes, the new address is chosen, and couriers are asked at once (an island pincode: not served).
    await page.fill('[name="new-address-phone"]', "98200 98765");
    await press(page, '[data-action="save-address"]');
    expect(await page.locator('[data-part="address-form"]').count()).toBe(0);
    expect(await page.locator('input[name="pickup-address"]:checked').getAttribute("value")).toBe("2");
    expect(await page.locator('[data-part="address-option"][data-state="selected"]').innerText()).toContain("Aberdeen Bazaar");
    expect(await page.locator('[data-part="serviceability"]').innerText()).toBe("الخدمة غير متوفرة لهذا الرمز البريدي، يُرجى شحن الطلب إلينا بنفسك.");
    await page.locator('input[name="pickup-date"]').first().check();
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe("الخطوة 2 من 3");

    // The Bengaluru address couriers serve: on to step 3.
    await page.locator('input[name="pickup-address"][value="0"]').check();
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe("الخطوة 3 من 3");
    expect(await currentPill(page)).toBe("3");

    // The IFSC lookup: an unknown code gets its message; a real one names the bank in its field; nothing typed is lost.
    await page.locator('input[name="refund-mode"][value="bank-account"]').check();
    await press(page, '[data-action="submit"]');
    await page.fill('input[name="name"]', "Rohan Mehta");
    await page.fill('input[name="accountNumber"]', "50100987654321");
    await page.fill('input[name="ifsccode"]', "ZZZZ0000000");
    await press(page, '[data-action="ifsc-lookup"]');
    expect(await page.locator('[data-part="ifsc-status"]').innerText()).toBe("رمز IFSC هذا غير موجود. يُرجى التحقق منه.");
    expect(await page.inputValue('input[name="accountNumber"]')).toBe("50100987654321");
    await page.fill('input[name="ifsccode"]', "hdfc0000001");
    await press(page, '[data-action="ifsc-lookup"]');
    expect(await page.inputValue('input[name="bankName"]')).toBe("HDFC Bank");
    expect(await page.inputValue('input[name="ifsccode"]')).toBe("HDFC0000001");
    expect(await page.locator('[data-part="ifsc-status"]').innerText()).toBe("");
    await page.fill('input[name="branchName"]', "Indiranagar");
    await press(page, '[data-action="submit"]');

    await page.locator('[data-part="placed"]').waitFor();
    const returnId = (await page.locator('[data-part="return-id"]').innerText()).trim();
    expect(returnId).toMatch(/^RET-[0-9A-F]{16}$/);
    const cookies = await demo.context.cookies(brandUrl("banyan", "/ar/returns"));
    const draft = cookies.find((c) => c.name === "portal_return_draft")?.value ?? "";
    expect(Buffer.from(draft.split(".")[0] ?? "", "base64url").toString()).not.toMatch(/50100987654321|HDFC/);

    // A reload re-posts the last step: the same confirmation, and still one request for the item.
    await page.reload();
    await page.locator('[data-part="placed"]').waitFor();
    expect((await page.locator('[data-part="return-id"]').innerText()).trim()).toBe(returnId);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const info = JSON.parse((await getRaw("banyan.localhost", "/api/v1/return-info?domain=banyan&login=1", { cookie })).body);
    const earlier = info.result.previous_returns as Array<{ feed_id: string; item_ids: number[] }>;
    expect(earlier.filter((r) => r.item_ids.includes(400012)).map((r) => r.feed_id)).toEqual([returnId]);
    await page.close();
  });

  test("the US (redwood): a ZIP refused by the country's rule, then saved; couriers' answer in ZIP words with self-ship beside it", async () => {
    const page = await loginToReturns("redwood", "en", "RW-80114", "5125550178");
    await chooseItem(page, 600012);
    expect(await stepCount(page)).toBe("Step 2 of 3");
    await press(page, '[data-action="add-address"]');
    await fillAddress(page, {
      name: "Dana Whitfield",
      phone: "512 555 0178",
      address: "2100 Lake Austin Blvd, Apt 4",
      pincode: "7870",
      city: "Austin",
      state: "TX",
    });
    await press(page, '[data-action="save-address"]');
    expect(await page.getAttribute('[name="new-address-pincode"]', "aria-invalid")).toBe("true");
    expect(await page.locator('[data-part="address-form"] label', { hasText: "ZIP code" }).count()).toBe(1);
    await page.fill('[name="new-address-pincode"]', "78703");
    await press(page, '[data-action="save-address"]');
    expect(await page.locator('input[name="pickup-address"]:checked').getAttribute("value")).toBe("2");
    expect(await page.locator('[data-part="serviceability"]').innerText()).toBe("ZIP code is not serviceable, please ship order to us.");
    expect(await page.textContent("main")).not.toContain("Pincode");

    // Ship it yourself, offered beside it: on to step 3.
    await page.locator('input[name="pickup-kind"][value="self-ship"]').check();
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe("Step 3 of 3");
    expect(await currentPill(page)).toBe("3");
    await page.close();
  });
});

// Photos without script (issue 33 item 18): kestrel's KC-10114 (India, asks for photos; used by
// no other browser test file). Reason 3 ("Wrong item received") needs one photo: a renamed text
// file is refused with the scripted upload's message, a real PNG is stored, shown on the review
// step, and placed with the request.
describe("photos on step 1 without JavaScript", () => {
  test("a reason needing a photo: a renamed text file refused beside the field, a real PNG uploaded, shown on review, placed", async () => {
    const page = await loginToReturns("kestrel", "en", "KC-10114", "9845012345");
    const itemId = Number(await page.locator('[data-part="item"]').first().getAttribute("data-item-id"));
    const item = page.locator(`[data-part="item"][data-item-id="${itemId}"]`);
    await item.locator('input[type="checkbox"]').check();
    await press(page, '[data-action="continue"]');
    expect(await page.getAttribute('[data-part="step-form"]', "enctype")).toBe("multipart/form-data");
    await item.locator(`select[name="reason-${itemId}"]`).selectOption("3");
    await press(page, '[data-action="continue"]');
    await item.locator(`select[name="sub-reason-${itemId}"]`).selectOption("301");
    await item.locator(`textarea[name="comment-${itemId}"]`).fill("A green shirt, not the blue one");

    // A text file named .png: refused by its content, with everything else kept.
    const photos = item.locator(`input[type="file"][name="photos-${itemId}"]`);
    await photos.setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: Buffer.from("this is a text file") });
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe("Step 1 of 3");
    expect(await item.locator('[data-part="photos"] [role="alert"]').innerText()).toBe("The file format is not supported");
    expect(await item.locator(`select[name="sub-reason-${itemId}"]`).inputValue()).toBe("301");
    expect(await item.locator(`textarea[name="comment-${itemId}"]`).inputValue()).toBe("A green shirt, not the blue one");

    // Two real PNGs: stored; back on step 1 the second one's Remove button takes it out again.
    await item.locator(`input[type="file"][name="photos-${itemId}"]`).setInputFiles([
      { name: "wrong-item.png", mimeType: "image/png", buffer: Buffer.from(tinyPng()) },
      { name: "blurred.png", mimeType: "image/png", buffer: Buffer.from(tinyPng()) },
    ]);
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe("Step 2 of 3");
    await press(page, 'button[name="intent"][value="back"]');
    expect(await stepCount(page)).toBe("Step 1 of 3");
    const stored = item.locator('[data-part="photo-list"] li[data-state="stored"]');
    expect(await stored.count()).toBe(2);
    await press(page, `[data-part="photo-list"] li:nth-child(2) button[name="remove-photo"]`);
    expect(await stepCount(page)).toBe("Step 1 of 3");
    expect(await stored.count()).toBe(1);
    expect(await stored.locator("img").getAttribute("src")).toMatch(/wrong-item\.png$/);
    expect(await item.locator(`textarea[name="comment-${itemId}"]`).inputValue()).toBe("A green shirt, not the blue one");
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe("Step 2 of 3");
    await page.locator('input[name="pickup-date"]').first().check();
    await press(page, '[data-action="continue"]');
    expect(await stepCount(page)).toBe("Step 3 of 3");
    const thumbnail = page.locator('[data-part="summary"] [data-part="stored-photos"] img');
    expect(await thumbnail.count()).toBe(1);
    const src = (await thumbnail.getAttribute("src")) ?? "";
    expect(src).toMatch(/\/api\/v1\/uploads\/kestrel\/[0-9a-f]{32}\/wrong-item\.png$/);
    // The image really loads from the store (decoded by the browser: a real PNG).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-part="stored-photos"] img');
      return img !== null && img.complete && img.naturalWidth === 2;
    });

    await page.locator('input[name="refund-mode"][value="store-credit"]').check();
    await press(page, '[data-action="submit"]');
    await page.locator('[data-part="placed"]').waitFor();
    const returnId = (await page.locator('[data-part="return-id"]').innerText()).trim();
    expect(returnId).toMatch(/^RET-[0-9A-F]{16}$/);
    const login = await demo.context.cookies(brandUrl("kestrel", "/en/returns"));
    const cookie = login.map((c) => `${c.name}=${c.value}`).join("; ");
    const info = JSON.parse((await getRaw("kestrel.localhost", "/api/v1/return-info?domain=kestrel&login=1", { cookie })).body);
    const earlier = info.result.previous_returns as Array<{ feed_id: string; item_ids: number[] }>;
    // One id per unit returned: all of them this item.
    expect(new Set(earlier.find((r) => r.feed_id === returnId)?.item_ids)).toEqual(new Set([itemId]));
    await page.close();
  });
});
