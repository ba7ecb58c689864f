// Accessibility checks for browser tests: injects axe-core into the page and returns the
// violations a shopper would feel (serious or critical), so tests can expect none.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * @param {import("playwright-core").Page} page
 * @returns {Promise<Array<{ id: string, impact: string, help: string, targets: string[] }>>}
 */
export async function seriousA11yViolations(page) {
  // Injected as a script element body through CDP evaluation, so the page's CSP does not apply.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    // @ts-ignore axe is now a global of the page
    window.axe.run(document, { resultTypes: ["violations"] }),
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
