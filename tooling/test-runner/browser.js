// A real Chromium for browser tests and screenshots. `npx playwright install` cannot download
// here, so the browser comes from an npm package (@sparticuz/chromium) installed by
// `pnpm install`; CHROME_PATH points at any other Chrome/Chromium instead. A test run can start
// one Chromium for all its files (launchSharedChromium); launchBrowser then opens a fresh
// context in it instead of starting a browser per file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

/** Flags that keep Chromium quiet on a closed network (see the toolchain notes). */
const QUIET_FLAGS = ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Flags of the packaged build that would weaken what the tests check (CSP, same-origin). */
const UNWANTED = new Set(["--disable-web-security", "--allow-running-insecure-content"]);

async function packagedChromium() {
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return {
    executablePath: await sparticuz.executablePath(),
    args: sparticuz.args.filter((arg) => !UNWANTED.has(arg) && !arg.startsWith("--headless")),
  };
}

/** Where a shared Chromium listens (a ws:// endpoint), for launchBrowser in test workers. */
export const SHARED_CHROMIUM_ENV = "PORTAL_SHARED_CHROMIUM";

async function chromeToRun() {
  const chrome = process.env.CHROME_PATH ? { executablePath: process.env.CHROME_PATH, args: ["--no-sandbox"] } : await packagedChromium();
  return { executablePath: chrome.executablePath, args: [...new Set([...chrome.args, ...QUIET_FLAGS])] };
}

/**
 * Starts one headless Chromium that test files connect to (its endpoint goes in
 * SHARED_CHROMIUM_ENV). Call `close()` when the run ends.
 * @returns {Promise<{ wsEndpoint: string, close: () => Promise<void> }>}
 */
export async function launchSharedChromium() {
  const chrome = await chromeToRun();
  // A single-process Chromium ends when a file closes its context; the shared one must go on.
  const args = chrome.args.filter((arg) => arg !== "--single-process");
  const server = await chromium.launchServer({ executablePath: chrome.executablePath, headless: true, args });
  return { wsEndpoint: server.wsEndpoint(), close: () => server.close() };
}

/**
 * A fresh browser context (no cookies, storage or cache from elsewhere): in the shared Chromium
 * when SHARED_CHROMIUM_ENV names one, else in a headless Chromium launched with a fresh profile.
 * Call `close()` when done.
 * @returns {Promise<{ context: import("playwright-core").BrowserContext, close: () => Promise<void> }>}
 */
export async function launchBrowser(requested = {}) {
  // Service workers only where a test asks for them (the offline copy's): a worker that fetches
  // for the page would hide its requests from page.route and change what other tests measure.
  const options = { serviceWorkers: "block", ...requested };
  const shared = process.env[SHARED_CHROMIUM_ENV];
  if (shared) {
    const browser = await chromium.connect(shared);
    const context = await browser.newContext(options);
    return {
      context,
      close: async () => {
        await context.close();
        // Disconnects; the shared Chromium goes on for the other files.
        await browser.close();
      },
    };
  }
  const chrome = await chromeToRun();
  const profile = mkdtempSync(join(tmpdir(), "portal-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome.executablePath,
    headless: true,
    args: chrome.args,
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
