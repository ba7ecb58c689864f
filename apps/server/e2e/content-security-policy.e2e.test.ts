import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import type { BrowserContext, Page } from "playwright-core";
import { brandUrl, demoLinks, findDemoCase, getRaw, pathOf, type DemoLink } from "./portal-http.ts";

// The pages' CSP (apps/server/src/http/content-security-policy.ts) has no 'unsafe-inline' for
// styles: this checks in Chromium that nothing the pages need is blocked by it — no
// securitypolicyviolation on the tracking page, the issue form, the return flow and the admin
// console — and that what used to be inline still works: the toast stylesheet, the rating's
// visually hidden radios and the timeline's progress variable.

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let links: DemoLink[];

/** Every violation the page reports, recorded from before its first script. */
const RECORD_VIOLATIONS = `(() => {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    window.__cspViolations.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " + (e.sample || ""));
  });
})();`;

beforeAll(async () => {
  links = await demoLinks();
  browser = await launchBrowser();
  context = browser.context;
  await context.addInitScript(RECORD_VIOLATIONS);
});
afterAll(async () => {
  await browser?.close();
});

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** The toast library's rules are in one of the page's stylesheets once it has loaded (on the first use of a form). */
const hasToastStylesheet = (page: Page) =>
  page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes("data-sonner-toaster"));
      } catch {
        return false;
      }
    }),
  );

async function openShopperPage(url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  // Toasts load when the shopper first uses a control: focus the page's first one as a shopper would.
  await page.locator("main :is(input:not([type=hidden]), select, textarea, button)").first().focus();
  await hasToastStylesheet(page);
  return page;
}

describe("pages under a CSP without inline styles", () => {
  const delivered = () => findDemoCase(links, "demo", /Delivered within 3 days \(code 8\)/).url;
  const failed = () => {
    const url = new URL(findDemoCase(links, "demo", /^Failed delivery, customer unreachable \(code 7\)$/).url);
    url.pathname = "/en/issue";
    return url.toString();
  };

  test("the served policy: styles by the hashes of the page's own style elements, images from the page and data: only (the demo brand names no image host)", async () => {
    const res = await getRaw("demo.localhost", pathOf(delivered()));
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toContain("nonce");
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).not.toContain("unsafe-inline");
    // First HTML carries no style attribute, which the policy would block before hydration.
    expect(res.body.match(/<[^>]+\sstyle="[^"]*"/g) ?? []).toEqual([]);
  });

  test("tracking page with rating: no violation; hidden radios, timeline progress and toasts styled", async () => {
    // A brand whose recent delivery no other browser test rates (rating.e2e rates demo's).
    const page = await openShopperPage(findDemoCase(links, "redwood", /Delivered within 3 days \(code 8\)/).url);
    const radio = page.locator('[data-rating] input[type="radio"]').first();
    const timeline = page.locator('[data-part="timeline"]').first();
    const state = {
      violations: await violationsOf(page),
      radioWidth: await radio.evaluate((el) => getComputedStyle(el).width),
      progress: await timeline.evaluate((el) => [
        el.getAttribute("data-progress") + "%",
        getComputedStyle(el).getPropertyValue("--portal-timeline-progress").trim(),
      ]),
    };
    expect(state).toEqual({ violations: [], radioWidth: "1px", progress: [state.progress[0], state.progress[0]] });
    await page.close();
  });

  test("failed-delivery issue form and the return flow: no violation", async () => {
    for (const url of [failed(), brandUrl("demo", "/en/returns?order_id=DS-240114&mobile=9829066778")]) {
      const page = await openShopperPage(url);
      expect({ url, violations: await violationsOf(page) }).toEqual({ url, violations: [] });
      await page.close();
    }
  });

  test("admin console: sign-in, operations view and the theme editor with its preview frame: no violation, no inline styles allowed", async () => {
    const page = await context.newPage();
    const response = await page.goto(brandUrl("demo", "/admin/login"));
    await page.waitForSelector("input[name=username]");
    const signIn = { policy: (await response?.allHeaders())?.["content-security-policy"]?.includes("unsafe-inline"), violations: await violationsOf(page) };
    // A demo admin (listed on /__demo).
    await page.fill("input[name=username]", "ops-two-brands");
    await page.fill("input[name=password]", "portal-demo-ops");
    await page.click("button[type=submit]");
    await page.waitForURL(/\/admin\/(ops|theme)/);
    await page.goto(brandUrl("demo", "/admin/theme?brand=kestrel"));
    const frame = await (await page.waitForSelector("iframe[data-preview-frame]")).contentFrame();
    await frame?.waitForSelector("html[data-hydrated='true']");
    const preview = await frame?.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect({ signIn, console: await violationsOf(page), preview }).toEqual({ signIn: { policy: false, violations: [] }, console: [], preview: [] });
    await page.close();
  });
});
