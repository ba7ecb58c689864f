import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openHydrated } from "./browser-page.ts";
import { brandUrl, getRaw, pathOf } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// A tracking link's page and the search page carry the texts their server render used, and
// hydrate from them: the phone downloads no catalog before the page works. The catalog comes
// with the first tap or key, before a screen reached in the app renders, or when a render asks
// for a text first paint did not use; such a text shows once it is in.

const demo = setUpDemoBrowser();

/** The catalog chunks (`messages-<locale>-<hash>.js`, forms, returns) a page requests from now on. */
function catalogRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (/^(messages|forms|returns)-[a-z]{2}-[\w-]+\.js$/.test(file)) seen.push(file);
  });
  return seen;
}

const inTransit = (locale: string) => demo.find("demo", /^In transit \(code 5\)$/).url.replace("/en/", `/${locale}/`);

describe("a page that carries its texts", () => {
  test.each(["en", "ar", "ta"])("a tracking link in %s: the texts are in the HTML, and it hydrates without a catalog", async (locale) => {
    const res = await getRaw("demo.localhost", pathOf(inTransit(locale)));
    expect(res.body).toMatch(/<script type="application\/json" id="portal-texts">\{"/);
    // No catalog among the scripts the page preloads.
    expect(res.body).not.toMatch(/href="\/assets\/messages-/);

    const page = await demo.context.newPage();
    const catalogs = catalogRequests(page);
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    await page.goto(inTransit(locale));
    await page.waitForSelector("html[data-hydrated='true']");
    // A moment for anything a hydrated page would still fetch by itself.
    await page.waitForLoadState("networkidle");
    expect(catalogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the first tap brings the catalog", async () => {
    const page = await demo.context.newPage();
    const catalogs = catalogRequests(page);
    await page.goto(inTransit("ta"));
    await page.waitForSelector("html[data-hydrated='true']");
    expect(catalogs).toEqual([]);
    const asked = page.waitForRequest((request) => /\/messages-ta-[\w-]+\.js$/.test(request.url()));
    await page.locator("h1").first().click();
    await asked;
    await page.close();
  });

  test("what a first tap shows is among the texts the page carries: the search's empty-box message, before the catalog is in", async () => {
    const { page } = await openHydrated(demo.context, brandUrl("demo", "/en/"));
    const catalogs = catalogRequests(page);
    // The catalog's answer is held back: the message must not wait for it.
    await page.route(/\/assets\/messages-en-[\w-]+\.js$/, () => undefined);
    await page.getByRole("button", { name: "View Tracking" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Please enter a tracking ID or AWB.");
    await page.getByRole("radio", { name: "Order ID/No" }).check();
    await page.getByRole("button", { name: "View Tracking" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Please enter an order ID or number.");
    expect(catalogs).toHaveLength(1);
    await page.close();
  });

  test("a tracking page reached from the search reads as the server renders it", async () => {
    const link = inTransit("ta");
    const waybill = new URL(link).searchParams.get("waybill") ?? "";
    const bare = await demo.context.newPage();
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    await bare.goto(link);
    const serverText = await bare.locator("[data-screen='tracking']").innerText();
    await bare.close();

    const { page, errors } = await openHydrated(demo.context, brandUrl("demo", "/ta/"));
    // Typed, so the first key brought the catalog; the search opens the tracking page in place.
    await page.locator(".portal-search input:not([type])").fill(waybill);
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-screen='tracking'][data-state='found']");
    // Its deferred parts (the label's download, the return entry) come in their own chunks, one
    // after another: wait for the page to read as the server's, not for a quiet network, which a
    // loaded machine reaches between two of them.
    await expect.poll(() => page.locator("[data-screen='tracking']").innerText(), { timeout: 20_000 }).toBe(serverText);
    expect(errors).toEqual([]);
    await page.close();
  });
});
