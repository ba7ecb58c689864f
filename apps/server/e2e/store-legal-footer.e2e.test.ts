import { describe, expect, test } from "vitest";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { probeLayout } from "./layout-probe.ts";
import { LAYOUT_LOCALES, LAYOUT_WIDTHS, inLocale } from "./layout-matrix.ts";
import { getRaw, pathOf, scriptUrls } from "./portal-http.ts";

// A footer with hard-coded store and legal links (product rules §2), on MedLeaf Pharmacy, the
// brand whose manifest lists them: every link shown and reachable at a phone's 320 and 412 px
// and a desktop's 1366 px, in English, Arabic (right to left) and Tamil (long words), with
// nothing scrolling sideways and no text overlapping; the footer stays static chrome (its
// markup from the server, none of its code on the page); clicks follow the outbound-link rules.

const demo = setUpDemoBrowser();
const trackingUrl = () => demo.find("medleaf", /^In transit \(code 5\)$/).url;

const LINKS = 'footer[data-brand="medleaf"] [data-chrome="store-legal-links"] a';
const LABELS = {
  en: ["Store locator", "Terms of use", "Privacy policy", "Returns policy"],
  ar: ["محدد مواقع المتاجر", "شروط الاستخدام", "سياسة الخصوصية", "سياسة الإرجاع"],
  ta: ["கடை இருப்பிடம்", "பயன்பாட்டு விதிமுறைகள்", "தனியுரிமைக் கொள்கை", "திருப்பி அனுப்பும் கொள்கை"],
} as const satisfies Record<(typeof LAYOUT_LOCALES)[number], readonly string[]>;

describe("MedLeaf's footer: store and legal links", () => {
  test.each(LAYOUT_LOCALES)(
    "%s: the four links are seen whole at 320, 412 and 1366 px; nothing scrolls sideways, no text overlaps",
    async (locale) => {
      const page = await demo.context.newPage();
      await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 900 });
      await page.goto(inLocale(trackingUrl(), locale));
      await page.waitForSelector("html[data-hydrated='true']");
      const seen: Record<number, unknown> = {};
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const links = await page.locator(LINKS).evaluateAll((anchors) =>
          anchors.map((a) => {
            a.scrollIntoView({ block: "center" });
            const box = a.getBoundingClientRect();
            const inView = a.checkVisibility() && box.width > 1 && box.left >= 0 && box.right <= document.documentElement.clientWidth && box.top >= 0;
            // The link is what a tap there reaches, not something laid over it.
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return { label: a.firstChild?.textContent ?? "", seenWhole: inView && a.contains(hit), tall: box.height >= 24 };
          }),
        );
        const { sideways, overlaps } = await page.evaluate(probeLayout);
        seen[width] = { links, sideways, overlaps };
      }
      const expected = { links: LABELS[locale].map((label) => ({ label, seenWhole: true, tall: true })), sideways: 0, overlaps: [] };
      expect(seen).toEqual(Object.fromEntries(LAYOUT_WIDTHS.map((width) => [width, expected])));
      await page.close();
    },
    60_000,
  );

  test("static chrome: the links come in the HTML, and no script the page loads holds the footer's code", async () => {
    const html = (await getRaw("medleaf.localhost", pathOf(trackingUrl()))).body;
    expect(html).toContain('data-chrome="store-legal-links"');
    const scripts = await Promise.all(scriptUrls(html).map(async (src) => (await getRaw("medleaf.localhost", src)).body));
    expect(scripts.length).toBeGreaterThan(0);

    const page = await demo.context.newPage();
    await page.goto(trackingUrl());
    await page.waitForSelector("html[data-hydrated='true']");
    const loaded = await page.evaluate(async () => {
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith(".js"));
      const bodies = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
      return { count: urls.length, withFooter: urls.filter((_, i) => bodies[i]!.includes("store-legal-links")) };
    });
    expect(loaded.count).toBeGreaterThan(0);
    expect([scripts.filter((code) => code.includes("store-legal-links")).length, loaded.withFooter]).toEqual([0, []]);
    await page.close();
  });

  test("outbound-link rules: a website page opens in this tab, the store locator in a new one; both clicks are counted", async () => {
    const page = await demo.context.newPage();
    // The brand's sites are not reachable from here: answer for them.
    await demo.context.route(/^https:\/\/(stores\.)?medleaf\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>MedLeaf</title>" }),
    );
    await page.goto(trackingUrl());
    await page.waitForSelector("html[data-hydrated='true']");
    const counted = () =>
      page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/analytics").then((r) => r.postDataJSON());

    const store = page.getByRole("link", { name: "Store locator (opens in a new tab)" });
    expect(await store.getAttribute("target")).toBe("_blank");
    const [popup, storeEvent] = await Promise.all([page.waitForEvent("popup"), counted(), store.click()]);
    await popup.waitForURL("https://stores.medleaf.example/find");
    await popup.close();
    expect(storeEvent).toEqual({ category: "Outbound", action: "store-locator", label: "medleaf" });
    expect(page.url()).toBe(trackingUrl());

    const terms = page.getByRole("link", { name: "Terms of use", exact: true });
    expect(await terms.getAttribute("target")).toBeNull();
    const [termsEvent] = await Promise.all([counted(), terms.click()]);
    expect(termsEvent).toEqual({ category: "Outbound", action: "terms", label: "medleaf" });
    await page.waitForURL("https://medleaf.example/legal/terms-of-use");
    await demo.context.unrouteAll();
    await page.close();
  });
});
