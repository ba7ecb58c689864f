import { beforeAll, describe, expect, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import { brandUrl, demoLinks, findDemoCase, getRaw, pathOf, type DemoLink } from "./portal-http.ts";

// Brand typefaces (manifest `fonts`): served by the portal itself from the font packages the
// brand's chrome imports, the one file the first paint needs preloaded on that brand's pages
// only, in the page's language. Sahra: Cairo (Arabic + Latin); Lua: Be Vietnam Pro.

let links: DemoLink[];
beforeAll(async () => {
  links = await demoLinks();
});

const trackingPath = (brand: string, lang: string) => pathOf(findDemoCase(links, brand, /^In transit \(code 5\)$/).url).replace(/^\/[a-z]{2}\//, `/${lang}/`);

/** The hrefs of a page's `<link rel="preload" as="font">` elements. */
function fontPreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1]!);
}

describe("self-hosted brand fonts", () => {
  test("an Arabic Sahra page preloads Cairo's Arabic file, an English one its Latin file", async () => {
    const arabic = await getRaw("sahra.localhost", trackingPath("sahra", "ar"));
    expect(fontPreloads(arabic.body)).toEqual([expect.stringMatching(/^\/assets\/cairo-arabic-wght-normal-[\w-]+\.woff2$/)]);
    const english = await getRaw("sahra.localhost", trackingPath("sahra", "en"));
    expect(fontPreloads(english.body)).toEqual([expect.stringMatching(/^\/assets\/cairo-latin-wght-normal-[\w-]+\.woff2$/)]);
  });

  test("the preloaded file is served from our origin as woff2, cached for a year", async () => {
    const [href] = fontPreloads((await getRaw("sahra.localhost", trackingPath("sahra", "ar"))).body);
    const font = await getRaw("sahra.localhost", href!);
    expect({ status: font.status, type: font.headers["content-type"], cache: font.headers["cache-control"] }).toEqual({
      status: 200,
      type: "font/woff2",
      cache: "public, max-age=31536000, immutable",
    });
  });

  test("Lua preloads Be Vietnam Pro; a brand without fonts preloads none, and no brand another's", async () => {
    const lua = await getRaw("lua.localhost", trackingPath("lua", "vi"));
    expect(fontPreloads(lua.body)).toEqual([expect.stringMatching(/^\/assets\/be-vietnam-pro-latin-400-normal-[\w-]+\.woff2$/)]);
    const kestrel = await getRaw("kestrel.localhost", trackingPath("kestrel", "ar"));
    expect(fontPreloads(kestrel.body)).toEqual([]);
    expect(kestrel.body).not.toMatch(/cairo|be-vietnam-pro/);
  });

  test("in a browser the page draws its text in the brand's typeface, fetched from its own origin only", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      const fontHosts = new Set<string>();
      page.on("request", (req) => {
        if (req.resourceType() === "font") fontHosts.add(new URL(req.url()).host);
      });
      await page.goto(brandUrl("sahra", trackingPath("sahra", "ar")));
      // A face counts once the browser has fetched and decoded it (check() alone is true when no face matches).
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/["']/g, "") === "Cairo Variable" && face.status === "loaded"));
      const family = await page.evaluate(() => getComputedStyle(document.querySelector("header") ?? document.body).fontFamily);
      expect({ family: family.split(",")[0], fontHosts: [...fontHosts] }).toEqual({
        family: '"Cairo Variable"',
        fontHosts: [new URL(brandUrl("sahra", "/")).host],
      });
    } finally {
      await browser.close();
    }
  });
});
