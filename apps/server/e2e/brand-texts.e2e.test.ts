import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openHydrated } from "./browser-page.ts";
import { brandUrl } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// Issue 33 item 11: a brand's return reasons, sub reasons and return banner in the page's
// language where the brand wrote one (the demo's hi/ar/ta, apps/server/src/seed/data), else in
// its default language (English) marked lang="en" so screen readers switch voice. Nothing is
// placed: the walk reads step 1 only, so the orders' units stay free for other files.

const demo = setUpDemoBrowser();

/**
 * Lotus (login-free) orders with items (returns-seed.ts) that no other browser test returns
 * from (returns-flow.e2e places returns on LL-50114, LL-50115 and LL-50131 of the shared demo);
 * the first with a free unit is read.
 */
const ORDERS = [
  ["LL-50132", "9829066778"],
  ["LL-50133", "9845012345"],
  ["LL-50134", "9820098765"],
  ["LL-50135", "9831054321"],
  ["LL-50136", "9884011223"],
  ["LL-50152", "9866077889"],
  ["LL-50153", "9829066778"],
] as const;

/** The demo's reason 1 and its sub reasons, and lotus's return banner, as data/demo-*.json write them. */
const EXPECTED = {
  ar: {
    reasons: ["مشكلة في المقاس أو الملاءمة", "منتج تالف أو معيب", "استلمت منتجًا خاطئًا", "الجودة ليست كما هو متوقع", "غيّرت رأيي"],
    subReasons: ["صغير جدًا", "كبير جدًا", "الملاءمة ليست كما هو متوقع"],
    banner: "تُرجَع المنسوجات اليدوية كطقم واحد: تعود الكمية كاملة معًا.",
  },
  // Vietnamese: the brand wrote none, so the English texts show, marked.
  vi: {
    reasons: ["Size or fit issue", "Damaged or defective product", "Wrong item received", "Quality not as expected", "Changed my mind"],
    subReasons: ["Too small", "Too large", "Fit is not as expected"],
    banner: "Handloom pieces are returned as a set: the whole quantity goes back together.",
  },
} as const;

/** Each option after the placeholder: its text and the lang/dir it carries. */
const optionsOf = (page: Page, selector: string) =>
  page
    .locator(`${selector} option:not([value=""])`)
    .evaluateAll((options) => options.map((o) => ({ text: o.textContent, lang: o.getAttribute("lang"), dir: o.getAttribute("dir") })));

async function openFreeOrder(lang: keyof typeof EXPECTED) {
  for (const [order, mobile] of ORDERS) {
    const opened = await openHydrated(demo.context, brandUrl("lotus", `/${lang}/returns?order_id=${order}&mobile=${mobile}`));
    await opened.page.locator('[data-part="flow"]').waitFor();
    if ((await opened.page.locator('[data-part="item"]:not([data-state="used-up"])').count()) > 0) return opened;
    await opened.page.close();
  }
  throw new Error("no lotus demo order has a free unit to return");
}

describe.each(["ar", "vi"] as const)("the brand's texts on a %s return page", (lang) => {
  test("reasons, sub reasons and the banner in the page's language, or in English marked lang=en", async () => {
    const { page, errors } = await openFreeOrder(lang);
    const marks = lang === "ar" ? { lang: null, dir: null } : { lang: "en", dir: null };
    const banner = page.locator('[data-part="return-banner"] > div');
    expect(await banner.innerText()).toBe(EXPECTED[lang].banner);
    expect({ lang: await banner.getAttribute("lang"), dir: await banner.getAttribute("dir") }).toEqual(
      lang === "ar" ? { lang: null, dir: "auto" } : { lang: "en", dir: "auto" },
    );

    const item = page.locator('[data-part="item"]:not([data-state="used-up"])').first();
    const itemId = await item.getAttribute("data-item-id");
    await item.locator('input[type="checkbox"]').check();
    const reasons = await optionsOf(page, `select[name="reason-${itemId}"]`);
    expect(reasons).toEqual(EXPECTED[lang].reasons.map((text) => ({ text, ...marks })));
    await item.locator(`select[name="reason-${itemId}"]`).selectOption("1");
    const subReasons = await optionsOf(page, `select[name="sub-reason-${itemId}"]`);
    expect(subReasons).toEqual(EXPECTED[lang].subReasons.map((text) => ({ text, ...marks })));
    expect(errors).toEqual([]);
    await page.close();
  });
});
