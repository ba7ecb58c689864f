import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import type { BrowserContext, Frame, Page } from "playwright-core";
import { createDatabase } from "@portal/db/connection";
import { bulkOpsRow, insertBulkOpsReports, type BulkOpsOptions } from "@portal/db/testing/bulk-ops-reports";
import { logInToConsole, type ConsoleAccount } from "./admin-login.ts";
import { brandUrl, getRaw, postRaw } from "./portal-http.ts";

// The admin console against the built server's demo data: the demo admins of /__demo, the
// theme editor's live preview and save, the contrast check, brand isolation (403) and the
// operations view over 10 000 seeded reports (dated 2025, apart from the demo's own).

const TWO_BRANDS = { username: "ops-two-brands", password: "portal-demo-ops" };
const ONE_BRAND = { username: "ops-one-brand", password: "portal-demo-ops" };
const SEEDED: BulkOpsOptions = {
  brandId: "brand-demo",
  count: 10_000,
  prefix: "E2EOPS",
  newest: new Date("2025-06-01T12:00:00.000Z"),
  couriers: ["swiftline-express", "parcelwing", "monsoon-cargo"],
};
const seededRows = Array.from({ length: SEEDED.count }, (_, i) => bulkOpsRow(SEEDED, i));
const SEEDED_DATES = "from=2025-05-01&to=2025-06-01";

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;

beforeAll(async () => {
  const database = createDatabase({ sqliteFile: inject("portalSqliteFile") });
  try {
    await insertBulkOpsReports(database.db, SEEDED);
  } finally {
    await database.close();
  }
  await untilServerWrites();
  browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
  context = browser.context;
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/**
 * While this file's process wrote the 10 000 reports, the server's workers found SQLite's lock
 * held and back off writing for a second (docs/security.md, SERVER_SQLITE_LOCKING), answering writes 503 + Retry-After
 * meanwhile. Waits until a write is taken again: a failed login (it records the attempt) for a
 * user that does not exist answers 401, not 503.
 */
async function untilServerWrites() {
  const probe = async () => {
    const body = JSON.stringify({ username: "writable-probe", password: "not-a-password" });
    return (await postRaw("demo.localhost", "/api/v1/login", body, { origin: new URL(brandUrl("demo", "/")).origin })).status;
  };
  const deadline = Date.now() + 30_000;
  let status = await probe();
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = await probe();
  }
  if (status !== 401) throw new Error(`the server still refuses writes after the bulk insert (${status})`);
}

/**
 * The console remembers its language in localStorage, which every page of this file's context
 * shares: a test that switches to another language switches back and waits until English is
 * remembered, or later tests' pages open in that language and miss their English labels.
 */
async function backToEnglish(page: Page) {
  await page.selectOption(".admin-header select:not([data-brand-picker])", "en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("portal-admin-language"))).toBe("en");
}

/** Whose session the file's context holds (the tests share it). */
let signedIn: string | undefined;

/**
 * Opens the console as `who`. A login checks a scrypt hash at N=2^17 (seconds on a loaded
 * machine), so a test whose admin holds the context's session already opens its page (the
 * login path's `next`, else the operations view) without the form; another admin logs in.
 */
async function logIn(page: Page, who: ConsoleAccount, path = "/admin/login"): Promise<void> {
  if (signedIn !== who.username) {
    await logInToConsole(page, who, path);
    signedIn = who.username;
    return;
  }
  await page.goto(brandUrl("demo", new URL(path, "http://console").searchParams.get("next") ?? "/admin/ops"));
  await page.waitForURL(/\/admin\/(ops|theme)/);
}

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { page, errors };
}

async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector("iframe[data-preview-frame]");
  const frame = await handle.contentFrame();
  if (!frame) throw new Error("no preview frame");
  return frame;
}

const headerBackground = (frame: Frame | Page) => frame.evaluate(() => getComputedStyle(document.querySelector("header")!).backgroundColor);

// The server's tests hash with cheap scrypt parameters (password-hash.ts); the built server,
// as deployed, must not: every demo admin's stored hash names production's parameters.
test("the built server hashes admin passwords with production's scrypt parameters", async () => {
  const database = createDatabase({ sqliteFile: inject("portalSqliteFile") });
  try {
    const hashes = await database.db.selectFrom("admin_users").select("password_hash").execute();
    expect(hashes.length).toBeGreaterThan(0);
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  } finally {
    await database.close();
  }
});

describe("admin console", () => {
  test("/__demo lists the demo admins with their login page", async () => {
    const res = await getRaw("localhost", "/__demo");
    expect(res.body).toContain("<code>ops-two-brands</code> / <code>portal-demo-ops</code>");
    expect(res.body).toContain("<code>ops-one-brand</code>");
    expect((await getRaw("demo.localhost", "/admin/login")).headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("a wrong password is refused with a message; the shopper route table still 404s unknown paths", async () => {
    const { page } = await newPage();
    await page.goto(brandUrl("demo", "/admin/login"));
    await page.fill("input[name=username]", "ops-one-brand");
    await page.fill("input[name=password]", "not-the-password");
    await page.click("button[type=submit]");
    // A login checks a scrypt hash at N=2^17 (128 MiB): a few seconds on a loaded machine.
    await expect.poll(() => page.textContent("[role=alert]"), { timeout: 15_000 }).toBe("The username or password is incorrect.");
    expect(page.url()).toContain("/admin/login");
    expect((await getRaw("demo.localhost", "/en/admin")).status).toBe(404);
    await page.close();
  });

  test("the admin of two brands previews a colour and the forward banner before saving; shoppers see them after", async () => {
    const { page, errors } = await newPage();
    await logIn(page, TWO_BRANDS, "/admin/login?next=%2Fadmin%2Ftheme%3Fbrand%3Dkestrel");
    // The picker fills in once the admin's brands have loaded.
    await page.locator("select[data-brand-picker] option").nth(1).waitFor({ state: "attached" });
    expect(await page.locator("select[data-brand-picker] option").allTextContents()).toEqual(["Demo Store", "Kestrel & Co."]);
    await page.waitForSelector("input[name=name]");
    // Kestrel checks security keys: the sample comes with its shipment's key, as a shopper's link does.
    const sample = await page.evaluate(async () => (await (await fetch("/api/v1/admin/theme?brand=kestrel")).json()).result);
    const shopperUrl = brandUrl("kestrel", `/en/tracking?waybill=${sample.sample_waybill}&security_key=${sample.sample_security_key}`);

    // Save the brand's theme as it is first, so there is a version to restore at the end
    // (later test files see Kestrel as the demo made it).
    const saveAsIs = await page.evaluate(async () => {
      const theme = (await (await fetch("/api/v1/admin/theme?brand=kestrel")).json()).result.theme;
      return (
        await fetch("/api/v1/update-theme?subdomain=kestrel", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(theme) })
      ).status;
    });
    expect(saveAsIs).toBe(200);
    await page.reload();

    const frame = await previewFrame(page);
    await frame.waitForSelector("header");
    const before = await headerBackground(frame);

    await page.fill("[data-colour-token=headerBackground]", "#1e3a8a");
    await page.getByLabel("Show a banner on tracking pages").check();
    await page.fill(
      'textarea[name="forward_page_message.en"]',
      '<b>Festive hours</b> all week<script>alert(1)</script><a href="javascript:alert(2)" onclick="alert(3)">details</a>',
    );
    // Banners per language (issue 33 item 20): the picker shows one language's fields, labelled
    // with it and typed in its direction; the English text stays in the draft meanwhile.
    await page.selectOption("select[name=banner_language]", "ar");
    const arabic = page.getByLabel("Tracking page banner in العربية (HTML allowed)");
    expect(await arabic.getAttribute("dir")).toBe("rtl");
    expect(await arabic.getAttribute("lang")).toBe("ar");
    expect(await arabic.inputValue()).not.toContain("Festive hours");
    await page.selectOption("select[name=banner_language]", "en");
    expect(await page.inputValue('textarea[name="forward_page_message.en"]')).toContain("Festive hours");

    // The preview follows the draft; the banner arrives sanitised, as shoppers will get it.
    await expect.poll(async () => headerBackground(await previewFrame(page)), { timeout: 15_000 }).toBe("rgb(30, 58, 138)");
    const preview = await previewFrame(page);
    await preview.waitForSelector("[data-part=forward-banner] b");
    expect(await preview.textContent("[data-part=forward-banner]")).toContain("Festive hours all week");
    expect(await preview.innerHTML("[data-part=forward-banner]")).not.toMatch(/<script|javascript:|onclick/);

    // Not saved yet: the shopper's page is unchanged.
    const shopper = await context.newPage();
    await shopper.goto(shopperUrl);
    expect(await headerBackground(shopper)).toBe(before);
    expect(await shopper.textContent("body")).not.toContain("Festive hours");

    await page.click("[data-save-theme]");
    await page.waitForSelector("[data-save-result=saved]");
    // The editor is made anew after a save: focus lands on the save's answer, not on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-save-result"))).toBe("saved");
    expect(await page.getAttribute("[data-save-result=saved]", "role")).toBe("status");
    await shopper.reload();
    expect(await headerBackground(shopper)).toBe("rgb(30, 58, 138)");
    expect(await shopper.textContent("[data-part=forward-banner]")).toContain("Festive hours all week");

    // The save is recorded: who and which fields.
    await expect.poll(() => page.textContent("[data-theme-versions] li:first-child")).toContain("ops-two-brands");
    expect(await page.textContent("[data-theme-versions] li:first-child")).toContain("Header background");
    // The editor is made again from the reloaded theme (the versions above came with it): the
    // form holds what was saved and says so, with nothing left unsaved.
    expect(await page.inputValue("[data-colour-token=headerBackground]")).toBe("#1e3a8a");
    expect(await page.locator("[data-save-result=saved]").count()).toBe(1);
    // The preview in Arabic at a phone width: the real page, right to left.
    await page.selectOption("[data-preview-language]", "ar");
    await page.selectOption("[data-preview-width]", "320");
    await expect
      .poll(async () => (await previewFrame(page)).evaluate(() => [document.documentElement.dir, window.innerWidth]), { timeout: 15_000 })
      .toEqual(["rtl", 320]);

    // Restore the version saved first: shoppers get the old header back.
    await page.click("[data-theme-versions] li:nth-child(2) button");
    await expect.poll(() => page.textContent("[data-theme-versions] li:first-child")).toContain("Header background");
    await page.waitForSelector("[data-save-result=saved]");
    expect(await page.inputValue("[data-colour-token=headerBackground]")).not.toBe("#1e3a8a");
    await shopper.reload();
    expect(await headerBackground(shopper)).toBe(before);
    expect(await shopper.textContent("body")).not.toContain("Festive hours");

    // The preview token works only on the brand it was made for, framed only by this console.
    const token = await page.evaluate(async () => {
      const res = await fetch("/api/v1/admin/theme-preview?brand=kestrel", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ theme: { name: "Draft" } }),
      });
      return (await res.json()).result.token as string;
    });
    const path = `/en/?preview_theme=${encodeURIComponent(token)}`;
    // As a frame loads it (Sec-Fetch-Dest: iframe); opened any other way the link shows the saved theme, never framed.
    const csp = async (host: string, p: string) => String((await getRaw(host, p, { "sec-fetch-dest": "iframe" })).headers["content-security-policy"]);
    expect(await csp("kestrel.localhost", path)).toContain(`frame-ancestors ${new URL(page.url()).origin}`);
    expect(String((await getRaw("kestrel.localhost", path)).headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(await csp("demo.localhost", path)).toContain("frame-ancestors 'none'");
    expect(await csp("kestrel.localhost", `/en/?preview_theme=${token.slice(0, -2)}xx`)).toContain("frame-ancestors 'none'");
    expect(errors).toEqual([]);
    await shopper.close();
    await page.close();
  });

  test("a colour that fails contrast is refused with a message", async () => {
    const { page } = await newPage();
    await logIn(page, TWO_BRANDS, "/admin/login?next=%2Fadmin%2Ftheme%3Fbrand%3Ddemo");
    await page.waitForSelector("input[name=name]");
    await page.fill("[data-colour-token=text]", "#d4d4d4");
    const problems = page.locator("[data-theme-problems]");
    await expect.poll(() => problems.textContent()).toMatch(/Text on Page background has a contrast of 1\.\d+:1; text needs at least 4\.5:1 \(WCAG AA\)\./);
    let saves = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/update-theme")) saves += 1;
    });
    await page.click("[data-save-theme]");
    await expect.poll(() => page.textContent("[data-save-result=refused]")).toBe("The theme was not saved. Fix the problems listed above.");
    expect(saves).toBe(0);
    // The brand colour is drawn as text too (links, the status heading): a pale one is named as such.
    await page.fill("[data-colour-token=text]", "#0f172a");
    await page.fill("[data-colour-token=primary]", "#93c5fd");
    await expect
      .poll(() => problems.textContent())
      .toMatch(
        /Buttons, used as text for links and the status heading, on Page background has a contrast of 1\.\d+:1; text needs at least 4\.5:1 \(WCAG AA\)\./,
      );
    expect(await problems.textContent()).toMatch(/Buttons, used as text for links and the status heading, on Card background/);
    await page.click("[data-save-theme]");
    expect(saves).toBe(0);
    // The server refuses it too, whoever calls it.
    const status = await page.evaluate(async () => {
      const theme = (await (await fetch("/api/v1/admin/theme?brand=demo")).json()).result.theme;
      const res = await fetch("/api/v1/update-theme?subdomain=demo", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...theme, tokens: { ...theme.tokens, text: "#d4d4d4" } }),
      });
      return [res.status, (await res.json()).meta.message];
    });
    expect(status[0]).toBe(400);
    expect(status[1]).toMatch(/^A colour pair is too hard to read/);
    const brandAsText = await page.evaluate(async () => {
      const theme = (await (await fetch("/api/v1/admin/theme?brand=demo")).json()).result.theme;
      const res = await fetch("/api/v1/update-theme?subdomain=demo", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...theme, tokens: { ...theme.tokens, primary: "#93c5fd", primaryText: "#0f172a" } }),
      });
      return [res.status, (await res.json()).meta.message];
    });
    expect(brandAsText[0]).toBe(400);
    expect(brandAsText[1]).toMatch(/\(primary on background: 1\.\d+:1\)$/);
    await page.close();
  });

  test("each page has its own window title, and focus lands on the page's heading after logging in and moving between pages", async () => {
    const { page } = await newPage();
    await page.goto(brandUrl("demo", "/admin/login"));
    await expect.poll(() => page.title()).toBe("Log in · Portal admin");
    // Through the form whoever holds the session: focus after logging in is what is tested.
    await logInToConsole(page, TWO_BRANDS, "/admin/login?next=%2Fadmin%2Fops%3Fbrand%3Ddemo");
    signedIn = TWO_BRANDS.username;
    await expect.poll(() => page.title()).toBe("Delivery issues · Demo Store · Portal admin");
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    await expect.poll(focused).toBe("H1 Delivery issues of Demo Store");
    await page.click(".admin-nav >> text=Theme");
    await expect.poll(() => page.title()).toBe("Theme · Demo Store · Portal admin");
    await expect.poll(focused).toBe("H1 Theme of Demo Store");
    await page.selectOption("select[data-brand-picker]", "kestrel");
    await expect.poll(() => page.title()).toBe("Theme · Kestrel & Co. · Portal admin");
    await expect.poll(focused).toBe("H1 Theme of Kestrel & Co.");
    // Translated with the console.
    await page.selectOption(".admin-header select:not([data-brand-picker])", "hi");
    await expect.poll(() => page.title()).not.toContain("Theme");
    expect(await page.title()).toContain("Kestrel & Co.");
    // Back to English, and waited for: the choice is remembered for the next tests' pages.
    await page.selectOption(".admin-header select:not([data-brand-picker])", "en");
    await expect.poll(() => page.title()).toBe("Theme · Kestrel & Co. · Portal admin");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("portal-admin-language"))).toBe("en");
    await page.close();
  });

  test("Save and the preview stay in reach while the form scrolls: at 1366 px beside it, at 320 px in Arabic by the sticky bar", async () => {
    const { page } = await newPage();
    await logIn(page, TWO_BRANDS, "/admin/login?next=%2Fadmin%2Ftheme%3Fbrand%3Ddemo");
    await page.waitForSelector("input[name=name]");
    await previewFrame(page);
    const inView = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth && box.height > 0;
      });
    // Scrolled to the end of the form (the saved versions).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY > 600)).toBe(true);
    expect(await inView("[data-save-theme]")).toBe(true);
    expect(await inView(".admin-preview-frame")).toBe(true);
    expect(await inView("[data-preview-jump]")).toBe(false);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(brandUrl("demo", "/admin/theme?brand=demo&lang=ar"));
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await page.waitForSelector("input[name=name]");
    for (const y of [0.5, 1]) {
      await page.evaluate((part) => window.scrollTo(0, document.documentElement.scrollHeight * part), y);
      expect(await inView("[data-save-theme]")).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    // The bar's link reaches the preview below the form, and Save is still there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click("[data-preview-jump]");
    await expect.poll(() => inView("#preview-title")).toBe(true);
    expect(await inView("[data-save-theme]")).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await backToEnglish(page);
    await page.close();
  });

  test("the theme's focus-ring colour draws the shopper pages' :focus-visible outline, in the preview and on the live page", async () => {
    const ringOf = async (frame: Frame | Page, press: (key: string) => Promise<void>) => {
      await frame.focus("main input[type='text'], main input:not([type]), main a[href]");
      // :focus-visible needs keyboard focus: Shift+Tab then Tab lands on the field again from the keyboard.
      await press("Shift+Tab");
      await press("Tab");
      return frame.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return `${style.outlineStyle} ${style.outlineColor}`;
      });
    };
    // Lotus's demo accent (#b45309) on its live home page.
    const { page: shopper } = await newPage();
    await shopper.goto(brandUrl("lotus", "/en/"));
    await shopper.waitForSelector("html[data-hydrated='true']");
    expect(await ringOf(shopper, (key) => shopper.keyboard.press(key))).toBe("solid rgb(180, 83, 9)");
    await shopper.close();

    // A draft accent reaches the real page in the preview before any save.
    const { page } = await newPage();
    await logIn(page, TWO_BRANDS, "/admin/login?next=%2Fadmin%2Ftheme%3Fbrand%3Ddemo");
    await page.waitForSelector("input[name=name]");
    await page.selectOption("[data-preview-width]", "1366");
    await page.fill("[data-colour-token=accent]", "#0f766e");
    await expect
      .poll(
        async () => (await previewFrame(page)).evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--portal-color-accent").trim()),
        {
          timeout: 15_000,
        },
      )
      .toBe("#0f766e");
    const frame = await previewFrame(page);
    await frame.waitForSelector("html[data-hydrated='true']");
    expect(await ringOf(frame, (key) => page.keyboard.press(key))).toBe("solid rgb(15, 118, 110)");
    await page.close();
  });

  test("in Arabic the console is laid out right to left", async () => {
    const { page } = await newPage();
    await logIn(page, TWO_BRANDS);
    await page.selectOption(".admin-header select:not([data-brand-picker])", "ar");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await page.textContent(".admin-nav")).toContain("مشكلات التوصيل");
    const box = await page.locator(".admin-title").boundingBox();
    expect(box!.x).toBeGreaterThan(1366 / 2);
    await backToEnglish(page);
    await page.close();
  });

  test("an admin of one brand cannot read or change another brand's theme or reports (403)", async () => {
    const { page } = await newPage();
    await logIn(page, ONE_BRAND);
    expect(await page.locator("select[data-brand-picker]").count()).toBe(0);
    const statuses = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status);
      return {
        reports: (await fetch("/api/v1/admin/ops-reports?brand=kestrel")).status,
        csv: (await fetch("/api/v1/admin/ops-reports.csv?brand=kestrel")).status,
        theme: (await fetch("/api/v1/admin/theme?brand=kestrel")).status,
        versions: (await fetch("/api/v1/admin/theme-versions?brand=kestrel")).status,
        update: await post("/api/v1/update-theme?subdomain=kestrel", { name: "Taken over" }),
        preview: await post("/api/v1/admin/theme-preview?brand=kestrel", { theme: { name: "Taken over" } }),
        own: (await fetch("/api/v1/admin/ops-reports?brand=demo")).status,
      };
    });
    expect(statuses).toEqual({ reports: 403, csv: 403, theme: 403, versions: 403, update: 403, preview: 403, own: 200 });
    await page.close();
  });

  test("the ops view filters and pages through 10 000 reports, and the CSV matches the filter", async () => {
    const { page, errors } = await newPage();
    await logIn(page, TWO_BRANDS);
    await page.waitForSelector("[data-ops-reports]");
    await page.fill("input[name=from]", "2025-05-01");
    await page.fill("input[name=to]", "2025-06-01");
    await page.selectOption("select[name=courier]", "parcelwing");
    await page.click("text=Apply filters");

    const expected = seededRows.filter((r) => r.courierId === "parcelwing").map((r) => r.waybill);
    const shown = () => page.locator("[data-ops-reports] tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-waybill")));
    await expect.poll(shown).toEqual(expected.slice(0, 50));
    await page.click("[data-older]");
    await expect.poll(shown).toEqual(expected.slice(50, 100));
    await page.click("text=Newer");
    await expect.poll(shown).toEqual(expected.slice(0, 50));

    // Each row links to the shopper's tracking page and shows the answer when there is one.
    const first = page.locator("[data-ops-reports] tbody tr").first();
    expect(await first.locator("a").getAttribute("href")).toBe(brandUrl("demo", `/en/tracking?waybill=${expected[0]}`));
    // Row 1 is the first of this courier, and rows 0-1 of every 5 carry an answer.
    expect(seededRows[1]).toMatchObject({ waybill: expected[0], answered: true });
    expect(await first.textContent()).toContain("Flat 1, Example Towers");
    // Its answer was not pushed: the seeded shipments come from no aggregator with an NDR API.
    expect(await first.locator("[data-push-state]").getAttribute("data-push-state")).toBe("no-api");
    expect(await first.textContent()).toContain("Not pushed: no NDR API");
    // The answer rates of this filter: all reasons together, against the seeded rows.
    const answeredCount = seededRows.filter((r) => r.courierId === "parcelwing" && r.answered).length;
    const totalCells = () =>
      page.locator('[data-answer-rates] [data-rate-row="total"] td').evaluateAll((cells) => cells.map((c) => (c.textContent ?? "").replace(/[^\d%—]/g, "")));
    await expect
      .poll(totalCells)
      .toEqual([String(expected.length), String(answeredCount), `${Math.round((100 * answeredCount) / expected.length)}%`, expect.stringMatching(/^\d+$/)]);

    await page.selectOption("select[name=kind]", "pickup");
    await page.selectOption("select[name=answered]", "no");
    await page.click("text=Apply filters");
    const pickups = seededRows.filter((r) => r.courierId === "parcelwing" && r.reverse && !r.answered).map((r) => r.waybill);
    await expect.poll(shown).toEqual(pickups.slice(0, 50));

    const href = await page.getAttribute("[data-csv-export]", "href");
    expect(href).toContain(SEEDED_DATES.split("&")[0]);
    const csv = await page.evaluate(async (url) => (await fetch(url!)).text(), href);
    const waybills = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[2]!.replaceAll('"', ""));
    expect(waybills).toEqual(pickups);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("logging out ends the session", async () => {
    const { page } = await newPage();
    await logIn(page, ONE_BRAND);
    await page.click("text=Log out");
    await page.waitForURL(/\/admin\/login/);
    signedIn = undefined;
    expect(await page.evaluate(async () => (await fetch("/api/v1/admin/me")).status)).toBe(401);
    await page.close();
  });
});
