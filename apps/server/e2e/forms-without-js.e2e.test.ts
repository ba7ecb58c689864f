import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { brandUrl } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { openRecordingDocuments, submitForm, type SentDocument } from "./document-requests.ts";

// The shopper's forms with JavaScript off (issue 32): each posts to its own page, never GET,
// the address bar never shows what was typed, a refused post shows the form again as sent
// with the message, and a saved one lands on its result (Post/Redirect/Get). The demo cases
// used here are used by no other browser test file, since the files share one database. The
// failure forms' dates without JavaScript are in dated-screens.e2e, the hour matrix's file.

const demo = setUpDemoBrowser({ javaScriptEnabled: false });

/** Opens a page without scripts, recording each document request the page's forms make (not its own load). */
async function openWithoutScripts(url: string) {
  const opened = await openRecordingDocuments(demo.context, url);
  opened.sent.length = 0;
  return opened;
}

/** Neither the address bar nor any request line holds any of these texts. */
function expectNoneIn(sent: SentDocument[], page: Page, secrets: string[]): void {
  for (const url of [...sent.map((s) => s.url), page.url()]) {
    for (const secret of secrets) expect(decodeURIComponent(url)).not.toContain(secret);
  }
}

function credentials(brand: string): { username: string; password: string } {
  const label = demo.find(brand, /^Return after login: /).case;
  const [, username = "", password = ""] = /username (\S+), password (\S+)$/.exec(label) ?? [];
  return { username, password };
}

describe("forms without JavaScript", () => {
  test("login: a wrong password is refused with the message and the fields kept; the right one lands on the returns page", async () => {
    await demo.context.clearCookies();
    const { username, password } = credentials("kestrel");
    const { page, sent } = await openWithoutScripts(brandUrl("kestrel", "/en/login?next=%2Fen%2Freturns"));
    expect(await page.getAttribute("[data-screen='login'] form", "method")).toBe("post");

    await page.fill("input[name='username']", username);
    await page.fill("input[name='password']", "9000000001");
    await submitForm(page);
    expect(sent.map((s) => s.method)).toEqual(["POST"]);
    expect(new URL(page.url()).pathname).toBe("/en/login");
    expect(await page.textContent("[data-screen='login'] [role='alert']:not(:empty)")).toBe("The order number and contact details do not match our records.");
    expect(await page.inputValue("input[name='username']")).toBe(username);
    expect(await page.inputValue("input[name='password']")).toBe("9000000001");

    await page.fill("input[name='password']", password);
    await submitForm(page);
    expect(sent.map((s) => s.method)).toEqual(["POST", "POST", "GET"]);
    expect(new URL(page.url()).pathname).toBe("/en/returns");
    await page.waitForSelector("[data-screen='returns']");
    expectNoneIn(sent, page, ["9000000001", password]);
    const cookies = await demo.context.cookies(brandUrl("kestrel", "/"));
    expect(cookies.find((c) => c.name === "sub_token")).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    await page.close();
  });

  test("an empty login names both fields, in Arabic too", async () => {
    await demo.context.clearCookies();
    const { page, sent } = await openWithoutScripts(brandUrl("kestrel", "/ar/login"));
    await submitForm(page);
    expect(sent.map((s) => s.method)).toEqual(["POST"]);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.locator("[data-screen='login'] input[aria-invalid='true']").count()).toBe(2);
    await page.close();
  });

  test("contact update: a bad number is refused as typed; a good one is saved and shown, the number never in the URL", async () => {
    const url = new URL(demo.find("demo", /^Departed hub, delayed \(code 19\)$/).url);
    url.pathname = "/en/update-contact";
    const { page, sent } = await openWithoutScripts(url.toString());
    await page.fill("input[name='phone_number']", "98450");
    await submitForm(page);
    expect(sent.map((s) => s.method)).toEqual(["POST"]);
    expect(await page.inputValue("input[name='phone_number']")).toBe("98450");
    expect(await page.locator("input[name='phone_number'][aria-invalid='true']").count()).toBe(1);
    expect(await page.textContent("[data-screen='update-contact']")).toContain("Please enter a 10 digit valid phone number.");

    await page.fill("input[name='phone_number']", "98200 98766");
    await page.fill("input[name='alternate_phone_number']", "9831054322");
    await submitForm(page);
    expect(sent.map((s) => s.method)).toEqual(["POST", "POST", "GET"]);
    expect(page.url()).toBe(url.toString());
    expect(await page.inputValue("input[name='phone_number']")).toBe("9820098766");
    expect(await page.inputValue("input[name='alternate_phone_number']")).toBe("9831054322");
    expectNoneIn(sent, page, ["98450", "9820098766", "98200 98766", "9831054322"]);
    await page.close();
  });

  test("rating: no value chosen is refused with the message; a chosen one is saved and shown read-only", async () => {
    const url = demo.find("oasis", /^Delivered within 3 days \(code 8\)$/).url;
    const { page, sent } = await openWithoutScripts(url);
    const form = "[data-rating] form[method='post']";
    expect(await page.locator(`${form} input[type=hidden][name='form']`).inputValue()).toBe("rating");
    await submitForm(page, form);
    expect(sent.map((s) => s.method)).toEqual(["POST"]);
    expect(await page.textContent("[data-rating] [data-part='form']")).toContain("Please choose a rating.");

    // The highest value of the brand's scale (stars or 0-10), chosen by its label as a shopper taps it.
    const options = page.locator(`${form} [data-part='option']`);
    const chosen = await options.last().getAttribute("data-value");
    await options.last().click();
    await submitForm(page, form);
    expect(sent.map((s) => s.method)).toEqual(["POST", "POST", "GET"]);
    expect(page.url()).toBe(`${url}#rating`);
    // The page read again from the server: the widget is the stored rating, read-only.
    expect(await page.locator("[data-rating][data-state='rated'] [data-part='summary']").count()).toBe(1);
    expect(await page.locator(`${form}`).count()).toBe(0);
    expect(chosen).not.toBeNull();
    await page.close();
  });

  test("the language switch keeps the shipment's query", async () => {
    const url = new URL(demo.find("kestrel", /^Return from a security-key link$/).url);
    url.pathname = "/en/tracking";
    const { page } = await openWithoutScripts(url.toString());
    const link = page.locator("[data-chrome='language-switch'] a[data-state='inactive']").first();
    const target = new URL((await link.getAttribute("href"))!, url);
    expect(target.search).toBe(url.search);
    await Promise.all([page.waitForNavigation(), link.click()]);
    expect(new URL(page.url()).searchParams.get("waybill")).toBe(url.searchParams.get("waybill"));
    expect(new URL(page.url()).pathname).not.toBe("/en/tracking");
    await page.close();
  });

  test("the home search by order id opens the order's tracking page", async () => {
    const orderId = new URL(demo.find("demo", /^Order with 2 shipments \(DLV-008-PAIR, FLD-007-PAIR\)$/).url).searchParams.get("order_id")!;
    const { page, sent } = await openWithoutScripts(brandUrl("demo", "/en"));
    await page.check("form.portal-search input[type='radio'][value='order_id']");
    await page.fill("form.portal-search input[name='waybill']", orderId);
    await Promise.all([page.waitForURL((u) => u.searchParams.get("order_id") === orderId), page.click("form.portal-search button[type=submit]")]);
    expect(sent.map((s) => s.method)).toEqual(["GET", "GET"]);
    expect(new URL(page.url()).pathname).toBe("/en/tracking");
    expect(await page.textContent("main")).toContain("DLV-008-PAIR");
    await page.close();
  });
});
