import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openHydrated } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// The tracking page's "get updates" opt-in (issue 35 item 4), in a real browser with
// JavaScript off and on. The demo switches e-mail on for the demo brand (pnpm start), so the
// page offers e-mail. The demo cases used here are used by no other browser test file.

const NO_JS_CASE = /^Out for pickup \(code 25\)$/;
const JS_CASE = /^Reached destination city, delayed \(code 20\)$/;
const FORM = "[data-notify-opt-in] form";

const withoutScripts = setUpDemoBrowser({ javaScriptEnabled: false });
const withScripts = setUpDemoBrowser();

async function submit(page: Page): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.locator(`${FORM} button[type=submit]`).click()]);
}

describe("updates opt-in without JavaScript", () => {
  test("a bad address and no consent come back as typed with both problems; a good one is saved, the address never in a URL", async () => {
    const url = withoutScripts.find("demo", NO_JS_CASE).url;
    const page = await withoutScripts.context.newPage();
    const documents: { method: string; url: string }[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push({ method: r.method(), url: r.url() });
    });
    await page.goto(url);
    documents.length = 0;
    expect(await page.getAttribute(FORM, "method")).toBe("post");
    expect(await page.locator(`${FORM} input[name='channel']`).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(["email"]);
    expect(await page.textContent("[data-notify-opt-in] [data-part='consent'] label")).toContain("STOP");

    await page.fill(`${FORM} input[name='address']`, "asha-at-example");
    await submit(page);
    expect(documents.map((d) => d.method)).toEqual(["POST"]);
    expect(await page.inputValue(`${FORM} input[name='address']`)).toBe("asha-at-example");
    expect(await page.locator(`${FORM} input[name='address'][aria-invalid='true']`).count()).toBe(1);
    expect(await page.textContent(FORM)).toContain("Please enter a valid email address.");

    await page.fill(`${FORM} input[name='address']`, "asha.nojs@example.in");
    await submit(page);
    expect(documents.map((d) => d.method)).toEqual(["POST", "POST"]);
    expect(await page.locator(`${FORM} input[name='consent'][aria-invalid='true']`).count()).toBe(1);
    expect(await page.textContent(FORM)).toContain("Please tick the box to agree to receive these updates.");
    expect(await page.inputValue(`${FORM} input[name='address']`)).toBe("asha.nojs@example.in");

    await page.check(`${FORM} input[name='consent']`);
    await submit(page);
    expect(documents.map((d) => d.method)).toEqual(["POST", "POST", "POST", "GET"]);
    expect(page.url()).toBe(`${url}#updates`);
    // The page is read again from the server: the stored opt-in lists its channel.
    expect(await page.textContent("[data-notify-opt-in] [data-part='subscribed']")).toBe("You get updates by: E-mail");
    for (const sent of [...documents.map((d) => d.url), page.url()]) expect(decodeURIComponent(sent)).not.toContain("asha");
    await page.close();
  });
});

describe("updates opt-in with JavaScript", () => {
  test("the schema's problems show before any request; a good opt-in is one POST and shows as saved", async () => {
    const url = withScripts.find("demo", JS_CASE).url;
    const { page, errors, writes } = await openHydrated(withScripts.context, url, { countWritesTo: "/api/v1/notification-opt-in" });
    // The form's code is a deferred part: usable once its markup is no longer inert.
    await page.waitForSelector("[data-deferred-part]:not([inert]) [data-notify-opt-in]");
    await page.locator(`${FORM} button[type=submit]`).click();
    // Both problems at once, each tied to its input.
    await page.waitForSelector(`${FORM} input[name='address'][aria-invalid='true']`);
    expect(await page.locator(`${FORM} input[name='consent'][aria-invalid='true']`).count()).toBe(1);
    expect(writes("POST")).toBe(0);

    await page.fill(`${FORM} input[name='address']`, "asha.js@example.in");
    await page.locator(`${FORM} button[type=submit]`).click();
    await page.waitForSelector(`${FORM} input[name='address']:not([aria-invalid])`);
    expect(await page.locator(`${FORM} input[name='consent'][aria-invalid='true']`).count()).toBe(1);
    expect(writes("POST")).toBe(0);

    await page.check(`${FORM} input[name='consent']`);
    await page.locator(`${FORM} button[type=submit]`).click();
    await page.waitForSelector("[data-notify-opt-in][data-state='saved']");
    expect(writes("POST")).toBe(1);
    expect(await page.textContent("[data-notify-opt-in] [role='status'][data-state='saved']")).toBe("Done. You will get updates about this shipment.");
    expect(await page.textContent("[data-notify-opt-in] [data-part='subscribed']")).toBe("You get updates by: E-mail");
    expect(page.url()).not.toContain("asha");
    expect(errors).toEqual([]);

    // Read again from the server: the opt-in is stored for this shipment.
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.textContent("[data-notify-opt-in] [data-part='subscribed']")).toBe("You get updates by: E-mail");
    await page.close();
  });

  test("in Arabic the opt-in reads right to left, in Arabic", async () => {
    const url = withScripts.find("demo", JS_CASE).url.replace("/en/", "/ar/");
    const { page } = await openHydrated(withScripts.context, url);
    await page.waitForSelector("[data-deferred-part]:not([inert]) [data-notify-opt-in]");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.textContent("[data-notify-opt-in] legend")).toBe("كيف نبلغك؟");
    expect(await page.textContent("[data-notify-opt-in] [data-part='channel']")).toContain("البريد الإلكتروني");
    // The address is typed left to right inside the right-to-left page.
    expect(await page.getAttribute(`${FORM} input[name='address']`, "dir")).toBe("ltr");
    const direction = await page.locator("[data-notify-opt-in]").evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe("rtl");
    await page.close();
  });
});
