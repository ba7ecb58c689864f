// A real Chromium for browser tests and screenshots. `npx playwright install` cannot download
// here, so the browser comes from an npm package (@sparticuz/chromium) installed by
// `pnpm install`; CHROME_PATH points at any other Chrome/Chromium instead.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

/** Flags that keep Chromium quiet on a closed network (see the toolchain notes). */
const QUIET_FLAGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Flags of the packaged build that would weaken what the tests check (CSP, same-origin). */
const UNWANTED = new Set(["--disable-web-security", "--allow-running-insecure-content"]);

async function packagedChromium() {
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return {
    executablePath: await sparticuz.executablePath(),
    args: sparticuz.args.filter((arg) => !UNWANTED.has(arg) && !arg.startsWith("--headless")),
  };
}

/**
 * Launches headless Chromium with a fresh profile. Call `close()` when done.
 * @returns {Promise<{ context: import("playwright-core").BrowserContext, close: () => Promise<void> }>}
 */
export async function launchBrowser(options = {}) {
  const chrome = process.env.CHROME_PATH
    ? { executablePath: process.env.CHROME_PATH, args: ["--no-sandbox"] }
    : await packagedChromium();
  const profile = mkdtempSync(join(tmpdir(), "portal-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome.executablePath,
    headless: true,
    args: [...new Set([...chrome.args, ...QUIET_FLAGS])],
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
