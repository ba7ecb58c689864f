import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import type { BrowserContext } from "playwright-core";
import { openHydrated } from "./browser-page.ts";

// A courier feed with zone-less IST times, imported through `pnpm portal import` into a
// fresh database, then read in real Chromium set to London time: scan times in the brand's
// zone (named, as the shopper's differs), the scan list by day, the EDD window, "Delivered
// on", and Take Action opening the form of the failed scan's NDR reason (6: address).
// Its own server (not the shared demo one), because the feed needs its own database.

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const FEED = fileURLToPath(new URL("./fixtures/carrier-feed.json", import.meta.url));

let dataDir: string;
let server: ChildProcess;
let port: number;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let imported: { status: number | null; stdout: string; stderr: string };

const env = () => ({ PATH: process.env.PATH, NODE_ENV: "production", SQLITE_FILE: join(dataDir, "portal.sqlite"), LOG_LEVEL: "warn" });
const url = (path: string) => `http://carrierfeed.localhost:${port}${path}`;

/** The first HTML as sent, before any script runs (Node's fetch will not send a Host header). */
function rawGet(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host: `carrierfeed.localhost:${port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portal-carrier-e2e-"));
  imported = spawnSync(process.execPath, [join(DIST, "cli.js"), "import", FEED], { env: env(), encoding: "utf8" });

  port = await freePort();
  server = spawn(process.execPath, [join(DIST, "main.js")], { env: { ...env(), PORT: String(port), HOST: "127.0.0.1" }, stdio: "ignore" });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the portal server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await launchBrowser({ timezoneId: "Europe/London", locale: "en-GB" });
  context = browser.context;
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("an imported carrier feed on the tracking page", () => {
  test("pnpm portal import took the zone-less feed whole", () => {
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toContain("shipments:     3 created, 0 updated, 0 unchanged, 11 new scans");
    expect(imported.status).toBe(0);
  });

  test("scan times in the brand's zone, named for a shopper elsewhere; the scans by day; the EDD window; the skipped step", async () => {
    const { page, errors } = await openHydrated(context, url("/en/tracking?waybill=CF-FAILED-1"));
    // Server-rendered: the list is in the first HTML.
    const html = await rawGet("/en/tracking?waybill=CF-FAILED-1");
    expect(html).toMatch(/data-part="scan-text">Address not found by the courier</);

    expect(await page.textContent("[data-testid='tracking-courier']")).toContain("Swift Couriers");
    expect(await page.textContent("[data-testid='tracking-edd']")).toBe("Expected delivery between 22 Nov 2026 and 24 Nov 2026");

    const history = page.locator("[data-part='scan-history']");
    const headings = await history.locator("[data-part='day-heading'] time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")));
    expect(headings.slice(0, 2)).toEqual(["2026-11-21", "2026-11-20"]);
    const first = history.locator("[data-part='scan']").first();
    expect(await first.locator("[data-part='scan-text']").textContent()).toBe("Address not found by the courier");
    expect(await first.locator("[data-part='scan-location']").textContent()).toBe("Pune");
    // 14:05 IST as the courier wrote it, the zone named because the browser is in London.
    expect(await first.locator("time").getAttribute("datetime")).toBe("2026-11-21T08:35:00.000Z");
    // The zone is named once the page knows the shopper's zone, right after hydration.
    await expect.poll(() => first.locator("time").textContent()).toMatch(/^2:05\s?pm IST$/i);
    // Both same-second hub scans are listed; the oldest scans sit in a closed <details>.
    expect(await history.getByText("Left the sorting hub").count()).toBe(1);
    expect(await history.getByText("Reached the sorting hub").count()).toBe(1);
    expect(await history.locator("details").getAttribute("open")).toBeNull();
    expect(await history.locator("details summary").textContent()).toMatch(/^Show \d earlier updates$/);
    await history.locator("details summary").click();
    expect(await history.getByText("Shipment manifested").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("Take Action opens the address form of NDR reason 6", async () => {
    const { page } = await openHydrated(context, url("/en/tracking?waybill=CF-FAILED-1"));
    await page.click("[data-action='take-action']");
    await page.waitForSelector("[data-part='failure-message']");
    expect(await page.textContent("[data-part='failure-message']")).toBe("The courier could not find your address.");
    expect(await page.locator("[name='address']").count()).toBe(1);
    await page.close();
  });

  test("a delivered shipment says on which day, in the brand's zone", async () => {
    const { page } = await openHydrated(context, url("/en/tracking?waybill=CF-DELIVERED-1"));
    // 01:30 IST on the 22nd is still the 21st in London: the brand's day is shown.
    expect(await page.textContent("[data-testid='tracking-edd']")).toBe("Delivered on 22 Nov 2026");
    // No dispatch or hub scan: dispatched is implied by delivery, in transit is skipped.
    const states = await page
      .locator("[data-part='timeline'] [data-part='step']")
      .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute("data-step")}:${n.getAttribute("data-state")}`));
    expect(states).toEqual(["placed:complete", "dispatched:complete", "in-transit:skipped", "out-for-delivery:complete", "delivered:current"]);
    await page.close();
  });

  // A USPS number is 22 digits (EasyPost's and AfterShip's sample payloads: 9405516902697649303570);
  // order ids of some shops are long digit strings with leading zeros.
  test("a 22-digit number from the home search and a 20-digit order id from a link open their shipment", async () => {
    const { page, errors } = await openHydrated(context, url("/en"));
    await page.locator("input[name='waybill']").fill("9405516902697649303570");
    await page.locator("button[type='submit']").click();
    await page.waitForURL(/waybill=9405516902697649303570$/);
    await page.locator("[data-part='scan-history']").getByText("Reached the long-number hub").waitFor();
    expect(await page.content()).not.toContain("e+21");
    expect(errors).toEqual([]);
    await page.close();

    const byOrder = await openHydrated(context, url("/en/tracking?order_id=00012345678901234567"));
    await byOrder.page.getByText("9405516902697649303570").first().waitFor();
    expect(await byOrder.page.content()).not.toContain("has not been shown shipped yet");
    expect(byOrder.errors).toEqual([]);
    await byOrder.page.close();
  });

  test("in Arabic the scan list is mirrored", async () => {
    const { page } = await openHydrated(context, url("/ar/tracking?waybill=CF-FAILED-1"));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const scan = page.locator("[data-part='scan']").first();
    const time = await scan.locator("[data-part='scan-time']").boundingBox();
    const text = await scan.locator("[data-part='scan-text']").boundingBox();
    expect(time && text && time.x > text.x).toBe(true);
    await page.close();
  });
});
