// Screenshots of five screens at a phone (412 px) and a desktop (1366 px) width, for the
// before/after record under docs/screens/. Run against a demo server:
//   node tooling/screens/capture-screens.mjs http://localhost:3000 docs/screens/after
// The brand goes into the host (`<brand>.localhost`), which Chromium resolves to loopback.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchBrowser } from "../test-runner/browser.js";

const [base = "http://localhost:3000", outDir = "docs/screens/after"] = process.argv.slice(2);
const origin = new URL(base);

/** Screen name, brand and path: the screens issue 13 names as broken. */
const SCREENS = [
  ["tracking-tamil", "kestrel", "/ta/tracking?waybill=KES-DLV-008&security_key=8ebde940d762"],
  ["home-arabic", "oasis", "/ar/"],
  ["update-contact-arabic", "oasis", "/ar/update-contact?waybill=OAS-OFD-006"],
  ["failed-delivery", "lotus", "/en/tracking?waybill=LOT-FLD-007"],
  ["not-found", "demo", "/en/no-such-page"],
];
const WIDTHS = [412, 1366];

mkdirSync(outDir, { recursive: true });
const { context, close } = await launchBrowser();
try {
  const page = await context.newPage();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, brand, path] of SCREENS) {
      const url = `${origin.protocol}//${brand}.localhost:${origin.port}${path}`;
      await page.goto(url);
      await page.waitForSelector("html[data-hydrated='true']", { timeout: 10_000 }).catch(() => {});
      const file = join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
  }
} finally {
  await close();
}
