import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, inject, test } from "vitest";
import { sql } from "kysely";
import { createDatabase } from "@portal/db/connection";
import type { Page } from "playwright-core";
import type { InsightAnswer, InsightPage } from "@portal/core/api";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { openHydrated } from "./browser-page.ts";
import { brandUrl } from "./portal-http.ts";

// Issue 37 in a real browser, on the built server's demo data (90 days of history): the demo
// brand's admin opens each Insights page; its cards and tables show what the API answers (the
// API's figures equal SQL over the raw rows: insight-routes.test); the period switches; a table
// downloads as CSV; the Arabic console is right-to-left. Screenshots at 1366 px, en and ar, go
// to docs/screens/insights/.

const INSIGHT_PAGES = ["delivery", "failures", "returns", "voice", "engagement"] as const satisfies readonly InsightPage[];
// A browser language as a real admin's browser has one: the headless default here
// ("en-US@posix") is no BCP 47 tag, and uPlot formats with navigator.language.
const demo = setUpDemoBrowser({ viewport: { width: 1366, height: 900 }, locale: "en-IN" });
const ADMIN = { username: "ops-two-brands", password: "portal-demo-ops" };
const SCREENS_DIR = join(import.meta.dirname, "../../../docs/screens/insights");
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** The last 30 days (the demo's history runs 90 days back from its seed), then the 60 before. */
const PERIOD = { from: day(TODAY - 29 * DAY_MS), to: day(TODAY) };
const OLDER = { from: day(TODAY - 89 * DAY_MS), to: day(TODAY - 30 * DAY_MS) };

/** Whether the file's context holds the demo admin's session (the tests share it). */
let signedIn = false;

/**
 * Opens `next` as the demo admin: through the login form the first time, then directly, since
 * the context keeps the session. A login checks a scrypt hash at N=2^17, seconds on a loaded machine.
 */
async function logIn(page: Page, next: string) {
  if (signedIn) {
    await page.goto(brandUrl("demo", next));
  } else {
    await page.goto(brandUrl("demo", `/admin/login?next=${encodeURIComponent(next)}`));
    await page.fill("input[name=username]", ADMIN.username);
    await page.fill("input[name=password]", ADMIN.password);
    await page.click("button[type=submit]");
  }
  await page.waitForURL(/\/admin\/insights/, { timeout: 30_000 });
  signedIn = true;
}

const insightsPath = (brand: string, page: InsightPage, period: { from: string; to: string }) =>
  `/admin/insights?brand=${brand}&page=${page}&from=${period.from}&to=${period.to}`;

/** The API's answer, read with the page's own session. */
async function apiAnswer<P extends InsightPage>(page: Page, brand: string, name: P, period: { from: string; to: string }): Promise<InsightAnswer<P>> {
  const answer = await page.evaluate(async (path) => {
    const response = await fetch(path);
    return { status: response.status, body: (await response.json()) as unknown };
  }, `/api/v1/admin/insights/${name}?brand=${brand}&from=${period.from}&to=${period.to}`);
  expect(answer.status).toBe(200);
  return (answer.body as { result: InsightAnswer<P> }).result;
}

/** A table's cells as the page holds them (numbers raw, in data-raw), first column as text. */
async function tableRows(page: Page, id: string): Promise<string[][]> {
  return page
    .locator(`[data-insight-table=${id}] tbody tr`)
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell, i) => (i === 0 ? (cell.textContent ?? "") : (cell.getAttribute("data-raw") ?? "")))));
}

/** The "Clicks per link" table's kind and link names as shown. */
const clickNames = (page: Page) =>
  page
    .locator("[data-insight-table=clicks] tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent ?? "")));

/** The demo's links (category/action as stored) by the console's names, in English and Arabic. */
const LINK_NAMES: Record<"en" | "ar", Record<string, string>> = {
  en: {
    "Social/ig": "Social media / Instagram",
    "Social/fb": "Social media / Facebook",
    "App Install/android": "App download / Android app",
    "Contact Number/tel": "Phone / Phone number",
    "Outbound/store-locator": "Footer link / Store locator",
    "Banner/forward": "Banner / Delivery page banner",
  },
  ar: {
    "Social/ig": "وسائل التواصل الاجتماعي / إنستغرام",
    "Social/fb": "وسائل التواصل الاجتماعي / فيسبوك",
    "App Install/android": "تنزيل التطبيق / تطبيق Android",
    "Contact Number/tel": "الهاتف / رقم الهاتف",
    "Outbound/store-locator": "رابط في تذييل الصفحة / البحث عن متجر",
    "Banner/forward": "شريط إعلاني / الشريط الإعلاني في صفحة التتبع",
  },
};

const cardValue = (page: Page, id: string) => page.getAttribute(`[data-figure=${id}]`, "data-value");

async function openPage(page: Page, name: InsightPage, period = PERIOD) {
  await page.click(`[data-insight-tab=${name}]`);
  await page.waitForSelector(`[data-insights-page=${name}] [data-insight-ready]`);
  expect(new URL(page.url()).searchParams.get("from")).toBe(period.from);
}

test("the demo brand's admin reads each Insights page; cards and tables equal the API's figures", async () => {
  const page = await demo.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await logIn(page, insightsPath("demo", "delivery", PERIOD));
  await page.waitForSelector("[data-insights-page=delivery] [data-insight-ready]");

  // Delivery.
  const deliveryAnswer = await apiAnswer(page, "demo", "delivery", PERIOD);
  const delivery = deliveryAnswer.figures.current;
  expect(delivery.shipments).toBeGreaterThan(0);
  expect(Number(await cardValue(page, "shipments"))).toBe(delivery.shipments);
  expect(Number(await cardValue(page, "on-time"))).toBeCloseTo(delivery.onTime.onTime / delivery.onTime.measured, 9);
  expect(await tableRows(page, "on-time-courier")).toEqual(
    // Couriers by their display names (the couriers table), not their ids.
    delivery.onTimeByCourier.map((r) => [
      deliveryAnswer.courierNames[r.key] ?? "No courier",
      String(r.measured),
      String(r.onTime),
      String(r.onTime / r.measured),
    ]),
  );
  expect(await page.locator("[data-insight-chart=on-time-week] canvas").count()).toBeGreaterThan(0);

  // Failed deliveries and pickups.
  await openPage(page, "failures");
  const failures = (await apiAnswer(page, "demo", "failures", PERIOD)).figures.current;
  expect(failures.failed).toBeGreaterThan(0);
  expect(Number(await cardValue(page, "failed"))).toBe(failures.failed);
  expect((await tableRows(page, "pincodes")).map((r) => [r[0], Number(r[1])])).toEqual(failures.topPincodes.map((p) => [p.pincode, p.failed]));
  // Reasons by their console names; the CSV keeps each code beside its name.
  const reasonRows = await tableRows(page, "reasons");
  expect(reasonRows.map((r) => Number(r[1]))).toEqual(failures.byReason.map((r) => r.failed));
  expect(reasonRows.every((r) => !/^\d+$/.test(r[0]!))).toBe(true);
  const [reasonsCsv] = await Promise.all([page.waitForEvent("download"), page.click("[data-csv=reasons]")]);
  const reasonsFile = join(mkdtempSync(join(tmpdir(), "insights-csv-")), "reasons.csv");
  await reasonsCsv.saveAs(reasonsFile);
  const reasonLines = readFileSync(reasonsFile, "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(reasonLines[0]).toBe("Code,Reason,Failed");
  expect(reasonLines.slice(1)).toEqual(failures.byReason.map((r, i) => `${r.reason},${reasonRows[i]![0]},${r.failed}`));

  // Returns and exchanges.
  await openPage(page, "returns");
  const returns = (await apiAnswer(page, "demo", "returns", PERIOD)).figures.current;
  expect(Number(await cardValue(page, "requests"))).toBe(returns.returns + returns.exchanges);
  expect((await tableRows(page, "items")).map((r) => [r[0], Number(r[1])])).toEqual(returns.byItem.map((i) => [i.item, i.units]));

  // Shoppers' voice.
  await openPage(page, "voice");
  const voice = (await apiAnswer(page, "demo", "voice", PERIOD)).figures.current;
  expect(voice.ratings).toBeGreaterThan(0);
  expect(Number(await cardValue(page, "ratings"))).toBe(voice.ratings);
  expect(Number(await cardValue(page, "nps"))).toBeCloseTo(((voice.promoters - voice.detractors) / voice.ratings) * 100, 9);
  expect((await tableRows(page, "distribution")).map((r) => [Number(r[0]), Number(r[1])])).toEqual(voice.distribution.map((d) => [d.score, d.ratings]));

  // Engagement.
  await openPage(page, "engagement");
  const engagement = (await apiAnswer(page, "demo", "engagement", PERIOD)).figures.current;
  expect(engagement.total).toBeGreaterThan(0);
  expect(Number(await cardValue(page, "clicks"))).toBe(engagement.total);
  // Clicks per link: each of the demo's links (demo-history.json) by its name, never its stored codes.
  expect((await clickNames(page)).map((r) => r.join(" / "))).toEqual(engagement.clicks.map((c) => LINK_NAMES.en[`${c.category}/${c.action}`]));

  // Another period, typed: the figures follow, compared with the 60 days before it.
  await page.fill("input[name=from]", OLDER.from);
  await page.fill("input[name=to]", OLDER.to);
  await page.click(".insight-period button[type=submit]");
  await expect.poll(() => page.getAttribute(".insight-compare", "data-period")).toBe(`${OLDER.from}/${OLDER.to}`);
  await page.waitForSelector("[data-insights-page=engagement] [data-insight-ready]");
  const older = await apiAnswer(page, "demo", "engagement", OLDER);
  expect(older.previousPeriod).toEqual({ from: day(TODAY - 149 * DAY_MS), to: day(TODAY - 90 * DAY_MS) });
  expect(Number(await cardValue(page, "clicks"))).toBe(older.figures.current.total);
  // A period the wrong way round is refused in words, and the page keeps its figures.
  await page.fill("input[name=from]", OLDER.to);
  await page.fill("input[name=to]", OLDER.from);
  await page.click(".insight-period button[type=submit]");
  expect(await page.textContent(".insight-period [role=alert]")).toBe("The start must be on or before the end.");
  expect(Number(await cardValue(page, "clicks"))).toBe(older.figures.current.total);

  // The CSV of a table: its rows, formula-looking cells neutralised.
  await openPage(page, "delivery", OLDER);
  const olderDelivery = (await apiAnswer(page, "demo", "delivery", OLDER)).figures.current;
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-csv=on-time-state]")]);
  expect(download.suggestedFilename()).toBe(`demo-delivery-${OLDER.from}-${OLDER.to}-on-time-state.csv`);
  const saved = join(mkdtempSync(join(tmpdir(), "insights-csv-")), "table.csv");
  await download.saveAs(saved);
  const csv = readFileSync(saved, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("State,Delivered with an EDD,On or before the EDD,On-time rate");
  expect(lines.slice(1)).toEqual(
    olderDelivery.onTimeByState.map((r) =>
      [/^[=+\-@]/.test(r.key) ? `'${r.key}` : r.key, r.measured, r.onTime, Math.round((r.onTime / r.measured) * 1000) / 10].join(","),
    ),
  );
  expect(errors).toEqual([]);
  await page.close();
});

test("tracking page views: a link and a search in the shopper's browser are counted, and the Engagement page equals SQL over the raw rows", async () => {
  const database = createDatabase({ sqliteFile: inject("portalSqliteFile") });
  try {
    const link = demo.find("demo", /^In transit \(code 5\)$/).url;
    const waybill = new URL(link).searchParams.get("waybill")!;
    const today = day(Date.now());
    // The link's page language is its path's (no prefix: English).
    const linkLocale = /^\/([a-z]{2})\//.exec(new URL(link).pathname)?.[1] ?? "en";
    const viewsToday = async () => {
      const rows = await sql<{ via: string; locale: string; views: number }>`
        select v.via, v.locale, v.views from tracking_view_days v join shipments s on s.id = v.shipment_id
        where s.brand_id = 'brand-demo' and s.waybill = ${waybill} and v.day = ${today}`.execute(database.db);
      const counts = Object.fromEntries(rows.rows.map((r) => [`${r.via} ${r.locale}`, Number(r.views)]));
      return { link: counts[`link ${linkLocale}`] ?? 0, search: counts["search hi"] ?? 0 };
    };
    const before = await viewsToday();

    // A shared link, opened in the shopper's browser: one view by link.
    const shopper = await openHydrated(demo.context, link);
    await shopper.page.waitForSelector("[data-screen='tracking'][data-state='found']");
    await shopper.page.close();
    expect(await viewsToday()).toEqual({ ...before, link: before.link + 1 });

    // The home search with the page's script, on the Hindi page: the tracking page opens in place,
    // one view by search, in Hindi (the client's track-order call names its page's language).
    const { page: home, errors } = await openHydrated(demo.context, brandUrl("demo", "/hi/"));
    await home.locator(".portal-search input:not([type])").fill(waybill);
    await home.keyboard.press("Enter");
    await home.waitForSelector("[data-screen='tracking'][data-state='found']");
    expect(new URL(home.url()).searchParams.get("search_by")).toBe("waybill");
    expect(errors).toEqual([]);
    await home.close();
    expect(await viewsToday()).toEqual({ search: before.search + 1, link: before.link + 1 });

    // The Engagement page shows the raw rows' sums for the period.
    const [raw] = (
      await sql<{ search: number; link: number; shipments: number }>`
        select sum(case when via = 'search' then views else 0 end) as search, sum(case when via = 'link' then views else 0 end) as link,
          count(distinct shipment_id) as shipments
        from tracking_view_days where brand_id = 'brand-demo' and day between ${PERIOD.from} and ${PERIOD.to}`.execute(database.db)
    ).rows;
    const languages = (
      await sql<{ locale: string; views: number }>`
        select locale, sum(views) as views from tracking_view_days
        where brand_id = 'brand-demo' and day between ${PERIOD.from} and ${PERIOD.to} group by locale`.execute(database.db)
    ).rows.map((r) => ({ locale: r.locale, views: Number(r.views) }));
    // Most viewed first, ties by code; '' (no known language) apart.
    const known = languages.filter((r) => r.locale !== "").sort((a, b) => b.views - a.views || (a.locale < b.locale ? -1 : 1));
    const knownViews = known.reduce((sum, r) => sum + r.views, 0);
    const search = Number(raw!.search);
    const views = search + Number(raw!.link);
    const page = await demo.context.newPage();
    await logIn(page, insightsPath("demo", "engagement", PERIOD));
    await page.waitForSelector("[data-insights-page=engagement] [data-insight-ready]");
    expect(Number(await cardValue(page, "views"))).toBe(views);
    expect(Number(await cardValue(page, "shipments-viewed"))).toBe(Number(raw!.shipments));
    expect(Number(await cardValue(page, "views-per-shipment"))).toBeCloseTo(views / Number(raw!.shipments), 9);
    expect(Number(await cardValue(page, "search-share"))).toBeCloseTo(search / views, 9);
    expect((await tableRows(page, "views-via")).map((r) => [r[0], Number(r[1])])).toEqual([
      ["Search form", search],
      ["Link", views - search],
    ]);
    const csvRows = async (id: string) => {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click(`[data-csv=${id}]`)]);
      const saved = join(mkdtempSync(join(tmpdir(), "insights-csv-")), `${id}.csv`);
      await download.saveAs(saved);
      return readFileSync(saved, "utf8")
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(","));
    };
    expect((await csvRows("views-via")).map((r) => r.slice(0, 2))).toEqual([
      ["Search form", String(search)],
      ["Link", String(views - search)],
    ]);
    // The language mix: the languages by their English names, their views and shares of the
    // known-language views; the CSV keeps each code; views in no known language on their card.
    expect(known.length).toBeGreaterThan(3);
    const names = new Intl.DisplayNames(["en"], { type: "language" });
    expect((await tableRows(page, "views-language")).map((r) => [r[0], Number(r[1]), Number(r[2])])).toEqual(
      known.map((r) => [names.of(r.locale), r.views, r.views / knownViews]),
    );
    expect((await csvRows("views-language")).map((r) => [r[0], r[2]])).toEqual(known.map((r) => [r.locale, String(r.views)]));
    expect(Number(await cardValue(page, "language-unknown"))).toBe(languages.find((r) => r.locale === "")?.views ?? 0);
    await page.close();
  } finally {
    await database.close();
  }
});

test("screenshots at 1366 px in English and Arabic; Arabic is right to left", async () => {
  const page = await demo.context.newPage();
  await logIn(page, insightsPath("demo", "delivery", PERIOD));
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const lang of ["en", "ar"] as const) {
    for (const name of INSIGHT_PAGES) {
      await page.goto(brandUrl("demo", `${insightsPath("demo", name, PERIOD)}&lang=${lang}`));
      await page.waitForSelector(`[data-insights-page=${name}] [data-insight-ready]`);
      await page.waitForSelector("[data-insight-chart] canvas");
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      // Nothing sticks out sideways at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(SCREENS_DIR, `insights-${name}-${lang}-1366.png`), fullPage: true });
    }
  }
  // The Arabic page's texts come from the Arabic catalog.
  expect(await page.textContent("h1")).toBe("الرؤى");
  // The last page shot is Arabic Engagement: its clicks per link named from the Arabic catalog.
  const { clicks } = (await apiAnswer(page, "demo", "engagement", PERIOD)).figures.current;
  expect((await clickNames(page)).map((r) => r.join(" / "))).toEqual(clicks.map((c) => LINK_NAMES.ar[`${c.category}/${c.action}`]));
  await page.close();
});

test("at 320 and 412 px the page fits the screen", async () => {
  const page = await demo.context.newPage();
  await logIn(page, insightsPath("demo", "failures", PERIOD));
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(brandUrl("demo", `${insightsPath("demo", "failures", PERIOD)}&lang=ar`));
    await page.waitForSelector("[data-insight-chart] canvas");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.close();
});

test("an admin of one brand cannot read another brand's Insights", async () => {
  const page = await demo.context.newPage();
  await page.goto(brandUrl("demo", "/admin/login"));
  await page.fill("input[name=username]", "ops-one-brand");
  await page.fill("input[name=password]", ADMIN.password);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin\/(ops|theme)/, { timeout: 30_000 });
  signedIn = false;
  await page.goto(brandUrl("demo", insightsPath("kestrel", "delivery", PERIOD)));
  // The console falls back to the brand the admin manages; the API refuses the other outright.
  await page.waitForSelector("[data-insights-page=delivery] [data-insight-ready]");
  expect(await page.textContent(".admin-brand-name")).toBe("Demo Store");
  const refused = await page.evaluate(
    async (path) => (await fetch(path)).status,
    `/api/v1/admin/insights/delivery?brand=kestrel&from=${PERIOD.from}&to=${PERIOD.to}`,
  );
  expect(refused).toBe(403);
  await page.close();
});
