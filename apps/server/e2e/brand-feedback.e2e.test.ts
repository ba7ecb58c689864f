import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import type { Page } from "playwright-core";
import { getRaw, pathOf } from "./portal-http.ts";
import { openHydrated, recordToasts } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// The brand manifest's feedback tweaks (product rules sections 1 and 6) on the built server's demo
// data: Bloomwell asks its own feedback questions and hides the expected-delivery date;
// Marigold sends shoppers to its survey on an external survey service its manifest names.
// Each brand's DLV-008 is its one unrated delivery within 6 days; rating.e2e rates others.

const demo = setUpDemoBrowser();

const DELIVERED_RECENTLY = /^Delivered within 3 days \(code 8\)$/;
const IN_TRANSIT = /^In transit \(code 5\)$/;
const link = (brand: string, pattern: RegExp) => demo.find(brand, pattern).url;

// The radios are visually hidden behind their labels: a shopper clicks the label.
const choice = (page: Page, question: string, value: string) => page.locator(`[data-rating] [data-field="question-${question}"] label[data-value="${value}"]`);
const score = (page: Page, value: number) => page.locator(`[data-rating] [data-field="rating"] label[data-value="${value}"]`);

describe("a brand's own feedback questions", () => {
  test("Bloomwell asks its two questions with the rating; the answers go with it and come back from the server", async () => {
    const { page, errors } = await openHydrated(demo.context, link("bloom", DELIVERED_RECENTLY));
    const legends = await page.locator("[data-rating] [data-part=question] legend").allTextContents();
    expect(legends).toEqual(["Did your order arrive with its packaging intact?", "How closely did the shade match the pictures?"]);
    await choice(page, "packaging-intact", "true").click();
    await choice(page, "shade-as-pictured", "4").click();
    await score(page, 5).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/v1/courier-rating"),
      page.locator("[data-rating] button[type=submit]").click(),
    ]);
    // The server echoes what it stored: the answers were sent with the rating and accepted.
    expect(((await saved.json()) as { result: unknown }).result).toEqual({
      courier_rating: 5,
      comment: "",
      answers: { "packaging-intact": true, "shade-as-pictured": 4 },
    });
    await page.locator("[data-rating][data-state=rated] [data-part=summary-answers]").waitFor();
    expect(await page.locator("[data-part=summary-answer] dd").allTextContents()).toEqual(["Yes", "4 out of 5"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a brand without questions asks none", async () => {
    const res = await getRaw("marigold.localhost", pathOf(link("marigold", DELIVERED_RECENTLY)));
    expect(res.body).toMatch(/<section data-rating=""[^>]*data-state="open"/);
    expect(res.body).not.toContain('data-part="question"');
  });
});

describe("hidden dates", () => {
  test("Bloomwell's in-transit page has no expected-delivery line in its HTML; Marigold's (same variant) has one", async () => {
    const bloom = await getRaw("bloom.localhost", pathOf(link("bloom", IN_TRANSIT)));
    const marigold = await getRaw("marigold.localhost", pathOf(link("marigold", IN_TRANSIT)));
    expect([bloom.status, marigold.status]).toEqual([200, 200]);
    expect([bloom.body.includes('data-testid="tracking-edd"'), marigold.body.includes('data-testid="tracking-edd"')]).toEqual([false, true]);
  });
});

describe("a survey on an external survey service", () => {
  test("Marigold: the survey thanks, then its survey on the host its manifest allows", async () => {
    const { page } = await openHydrated(demo.context, link("marigold", DELIVERED_RECENTLY));
    // The survey service is outside this machine: answer it here instead of the internet.
    await page.route("https://survey.petalpoll.example/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Survey</title><h1>Petal Poll</h1>" }),
    );
    const toasts = await recordToasts(page);
    await score(page, 4).click();
    await Promise.all([page.waitForURL("https://survey.petalpoll.example/s/marigold-delivery"), page.locator("[data-rating] button[type=submit]").click()]);
    expect(toasts.some((text) => text.includes("Thanks for your feedback! Taking you to a short survey..."))).toBe(true);
    expect(await page.textContent("h1")).toBe("Petal Poll");
    await page.close();
  });
});
