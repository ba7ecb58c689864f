import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import { brandUrl, getRaw, pathOf, scriptUrls } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

const demo = setUpDemoBrowser();

const link = (brand: string, pattern: RegExp) => demo.find(brand, pattern);

describe("a brand's tracking link", () => {
  test("the HTML already holds the status from the database before any script runs", async () => {
    const delivered = link("demo", /\(code 8\)/);
    const res = await getRaw("demo.localhost", pathOf(delivered.url));
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*data-testid="tracking-status"[^>]*>Delivered<\/h1>/);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    // The theme is on the first paint, as CSS custom properties.
    expect(res.body).toMatch(/<style>:root\{--portal-color-primary:/);
  });

  test("opens in real Chromium, hydrates, and shows status, courier and last update", async () => {
    const inTransit = link("demo", /\(code 5\)/);
    const page = await demo.context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const response = await page.goto(inTransit.url);
    expect(response?.status()).toBe(200);
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.textContent("[data-testid=tracking-status]")).toBe("In transit");
    expect(await page.textContent("[data-testid=tracking-courier]")).toBeTruthy();
    expect(await page.textContent("[data-testid=tracking-last-update]")).toMatch(/\d{4}/);
    // A hydration mismatch or a CSP violation would be logged as an error.
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  test("the page's scripts include no other brand's code", async () => {
    const demo = await getRaw("demo.localhost", pathOf(link("demo", /\(code 5\)/).url));
    const kestrel = await getRaw("kestrel.localhost", pathOf(link("kestrel", /\(code 5\)/).url));
    const demoScripts = scriptUrls(demo.body);
    const kestrelScripts = scriptUrls(kestrel.body);
    expect(demoScripts.some((u) => u.includes("brand-default"))).toBe(true);
    expect(demoScripts.some((u) => u.includes("brand-kestrel"))).toBe(false);
    expect(kestrelScripts.some((u) => u.includes("brand-kestrel"))).toBe(true);
    expect(kestrelScripts.some((u) => u.includes("brand-default"))).toBe(false);
    // Nor is another brand's code bundled into a shared chunk.
    const leaking: string[] = [];
    for (const url of demoScripts) {
      if ((await getRaw("demo.localhost", url)).body.includes("Kestrel")) leaking.push(url);
    }
    expect(leaking).toEqual([]);
  });

  test("in the browser, a kestrel page downloads no default-brand chunk", async () => {
    const page = await demo.context.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto(link("kestrel", /\(code 5\)/).url);
    await page.waitForSelector("html[data-hydrated='true']");
    expect(requested.some((u) => u.includes("brand-kestrel"))).toBe(true);
    expect(requested.filter((u) => u.includes("brand-default"))).toEqual([]);
    await page.close();
  });

  test("the Arabic tracking page is right-to-left", async () => {
    const page = await demo.context.newPage();
    await page.goto(link("demo", /\(code 8\)/).url.replace("/en/", "/ar/"));
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  test("another brand's waybill shows the not-shipped message, not the shipment", async () => {
    const kestrelWaybill = new URL(link("kestrel", /\(code 8\)/).url).searchParams.get("waybill")!;
    const res = await getRaw("demo.localhost", `/en/tracking?waybill=${encodeURIComponent(kestrelWaybill)}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain("has not been shown shipped yet or the order number entered is incorrect.");
    expect(res.body).not.toContain(kestrelWaybill + "</bdi>");
  });
});

describe("not found", () => {
  test("/en/no-such-page answers 404 with the not-found screen, in the browser too", async () => {
    const raw = await getRaw("demo.localhost", "/en/no-such-page");
    expect(raw.status).toBe(404);
    const page = await demo.context.newPage();
    const response = await page.goto(brandUrl("demo", "/en/no-such-page"));
    expect(response?.status()).toBe(404);
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.textContent("h1")).toBe("You seem to have found an incorrect link.");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  test("an unknown brand answers 404 with the not-found screen", async () => {
    const res = await getRaw("no-such-brand.localhost", "/en/tracking");
    expect(res.status).toBe(404);
    expect(res.body).toContain("You seem to have found an incorrect link.");
  });
});

describe("home", () => {
  test("the home screen searches by tracking ID and opens the tracking page", async () => {
    const page = await demo.context.newPage();
    await page.goto(brandUrl("demo", "/en"));
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "View Tracking" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Please enter a tracking ID or AWB.");
    const waybill = new URL(link("demo", /\(code 6\)/).url).searchParams.get("waybill")!;
    await page.getByRole("textbox", { name: "Tracking ID/AWB" }).fill(waybill);
    await Promise.all([page.waitForURL(/waybill=/), page.getByRole("button", { name: "View Tracking" }).click()]);
    expect(await page.textContent("[data-testid=tracking-status]")).toBe("Out for delivery");
    await page.close();
  });
});
