import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { setUpDemoBrowser } from "./demo-browser.ts";

// The service worker (apps/portal/public/sw.js) in real Chromium: the last tracking page a
// shopper opened reads again offline, as served, with an "as of" line; only that page is kept.
const demo = setUpDemoBrowser({ serviceWorkers: "allow" });

const KEPT_PAGES = "portal-last-page-v1";

async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated='true']");
}

/** The URLs the worker holds as the kept page (state, not time: polled until the worker has written). */
async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), KEPT_PAGES);
}

async function openControlled(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await demo.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(url);
  await hydrated(page);
  // The worker installs after load and claims the page; the next navigation is one it sees.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { page, errors };
}

/** Waits until the worker has written this page as the kept one (polled: a state, not a time). */
async function waitUntilKept(page: Page, url: string) {
  const wanted = new URL(url).href;
  await expect.poll(() => keptUrls(page), { timeout: 15_000, interval: 50 }).toEqual([wanted]);
}

describe("the last tracking page, offline", () => {
  test("reads again offline with the same status, an 'as of' line, and hydrates", async () => {
    const inTransit = demo.find("demo", /\(code 5\)/).url;
    const { page, errors } = await openControlled(inTransit);
    await page.reload();
    await hydrated(page);
    await waitUntilKept(page, inTransit);
    const status = await page.textContent("[data-testid=tracking-status]");
    // The timeline, the scans and the detail cards are deferred parts: their chunks come from the copy too.
    const shown = () =>
      Promise.all([".portal-timeline [data-part=step]", ".portal-scan-history [data-part=scan]", "[data-part=customer]"].map((s) => page.locator(s).count()));
    const shownOnline = await shown();
    expect(shownOnline.every((count) => count > 0)).toBe(true);
    expect(await page.locator("[data-offline-note]").isHidden()).toBe(true);

    await demo.context.setOffline(true);
    try {
      await page.reload();
      await hydrated(page);
      expect(await page.textContent("[data-testid=tracking-status]")).toBe(status);
      expect(await shown()).toEqual(shownOnline);
      const note = page.locator("[data-offline-note]");
      expect(await note.isVisible()).toBe(true);
      expect(await note.textContent()).toMatch(/^You are offline\. This page is as it was at .*\d{4}.*\.$/);
    } finally {
      await demo.context.setOffline(false);
    }
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  test("an Arabic page's line is in Arabic, right to left", async () => {
    const url = new URL(demo.find("demo", /\(code 6\)/).url);
    url.pathname = url.pathname.replace(/^\/en\//, "/ar/");
    const { page } = await openControlled(url.href);
    await page.reload();
    await waitUntilKept(page, url.href);
    await demo.context.setOffline(true);
    try {
      await page.reload();
      await hydrated(page);
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      const note = (await page.textContent("[data-offline-note]")) ?? "";
      expect(note).toMatch(/[\u0600-\u06FF]/);
      expect(note).not.toContain("You are offline");
    } finally {
      await demo.context.setOffline(false);
    }
    await page.close();
  });

  test("a key brand's page is kept only with its key: without it nothing personal is kept", async () => {
    const keyed = new URL(demo.find("kestrel", /^In transit/).url);
    expect(keyed.searchParams.get("security_key")).toBeTruthy();
    const { page } = await openControlled(keyed.href);
    await page.reload();
    await waitUntilKept(page, keyed.href);
    expect(((await page.textContent("[data-part=customer]")) ?? "").trim()).not.toBe("");

    // Without its key the page shows what an unknown waybill shows, and the worker keeps nothing of it.
    const keyless = new URL(keyed);
    keyless.searchParams.delete("security_key");
    await page.goto(keyless.href);
    await hydrated(page);
    expect(await page.locator("[data-part=customer]").count()).toBe(0);
    expect(await keptUrls(page)).toEqual([keyed.href]);
    await demo.context.setOffline(true);
    try {
      await expect(page.goto(keyless.href)).rejects.toThrow();
    } finally {
      await demo.context.setOffline(false);
    }
    await page.close();
  });
});
