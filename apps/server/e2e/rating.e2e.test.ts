import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import { seriousA11yViolations } from "@portal/tooling/axe";
import type { BrowserContext, Page } from "playwright-core";
import { demoLinks, getRaw, pathOf, type DemoLink } from "./portal-http.ts";

// Rating and feedback on the tracking page against the built server's demo data. Each test
// rates its own shipment: ratings are stored for the whole run.

let links: DemoLink[];
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;

const link = (brand: string, pattern: RegExp) => {
  const found = links.find((l) => l.brand === brand && pattern.test(l.case));
  if (!found) throw new Error(`no demo case ${pattern} for ${brand}`);
  return found.url;
};
const inArabic = (url: string) => url.replace("/en/", "/ar/");

beforeAll(async () => {
  links = await demoLinks();
  browser = await launchBrowser();
  context = browser.context;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page, waits for hydration, and collects console errors (hydration mismatches, CSP). */
async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  return { page, errors };
}

/** Counts POSTs to courier-rating. */
function ratingPosts(page: Page): () => number {
  let count = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/courier-rating") count += 1;
  });
  return () => count;
}

describe("rating a delivery", () => {
  test("stars by keyboard; a double click sends once; thanks toast; after reload it shows as rated", async () => {
    const url = link("demo", /^Delivered within 3 days \(code 8\)$/);
    const { page, errors } = await open(url);
    const posts = ratingPosts(page);
    const panel = page.locator("[data-rating]");
    expect(await panel.getAttribute("data-scale")).toBe("stars");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keyboard only: a radio group, arrows move and choose.
    await page.getByRole("radio", { name: "1 star, Terrible" }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { name: "4 stars, Good" }).isChecked()).toBe(true);
    expect(await panel.getAttribute("data-score-band")).toBe("how-to-improve");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Called before arriving");
    expect(await page.getByRole("textbox", { name: "Thanks! How could we do better?" }).inputValue()).toBe("Called before arriving");

    await page.getByRole("button", { name: "Submit" }).dblclick();
    await page.getByText("Thanks for your feedback!").waitFor();
    expect(posts()).toBe(1);
    await page.getByText("Thanks for rating this delivery").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.getByText("You have already rated this delivery").isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: "4 out of 5 stars: Good" }).isVisible()).toBe(true);
    expect(await page.getByText("Called before arriving").isVisible()).toBe(true);
    expect(await page.getByRole("radio").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the server render already holds the widget (no spinner on a slow phone)", async () => {
    const url = link("demo", /^Delivered to someone else, 2 days ago \(code 32\)$/);
    const res = await getRaw("demo.localhost", pathOf(url));
    expect(res.body).toMatch(/<section data-rating=""[^>]*data-state="open"/);
  });

  test("Arabic: right to left, the same rules, no serious accessibility problem", async () => {
    const url = inArabic(link("demo", /^Delivered to someone else, 2 days ago \(code 32\)$/));
    const { page, errors } = await open(url);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const panel = page.locator("[data-rating]");
    expect(await panel.getAttribute("data-state")).toBe("open");
    expect(await page.locator("[data-rating] input[type=radio]").count()).toBe(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.locator("[data-rating] input[type=radio][value='2']").focus();
    await page.keyboard.press("Space");
    expect(await panel.getAttribute("data-score-band")).toBe("what-went-wrong");
    await page.locator("[data-rating] textarea").fill("تأخر التوصيل");
    await page.locator("[data-rating] button[type=submit]").click();
    await page.locator("[data-rating][data-state='rated']").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("0-10 brand with a survey: the survey thanks, then the brand's survey page", async () => {
    const url = link("kestrel", /^Delivered within 3 days \(code 8\)$/);
    const { page } = await open(url);
    // The survey lives on the brand's own site: answer it here instead of the internet.
    await page.route("https://kestrel.example/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Survey</title><h1>Survey</h1>" }));
    expect(await page.locator("[data-rating]").getAttribute("data-scale")).toBe("zero-to-ten");
    expect(await page.getByRole("radio").count()).toBe(11);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "9, Excellent" }).focus();
    await page.keyboard.press("Space");
    expect(await page.getByRole("textbox", { name: "Great! What did you like most?" }).isVisible()).toBe(true);
    await Promise.all([page.waitForURL("https://kestrel.example/survey"), page.getByRole("button", { name: "Submit" }).click()]);
    expect(await page.textContent("h1")).toBe("Survey");
    await page.close();
  });
});

describe("where rating is not allowed", () => {
  test.each([
    ["delivered 9 days ago, no security key", /^Delivered 9 days ago \(code 8\)$/],
    ["in transit, no security key", /^In transit \(code 5\)$/],
  ])("%s: no rating widget", async (_name, pattern) => {
    const { page } = await open(link("demo", pattern));
    expect(await page.locator("[data-testid=tracking-status]").count()).toBe(1);
    expect(await page.locator("[data-rating]").count()).toBe(0);
    await page.close();
  });
});
