import type { DemoLink } from "./demo-links.ts";

/**
 * What `pnpm start` and `pnpm dev` print once listening: the demo home, a taste of each brand
 * (several statuses each) and where the full list is.
 */
export function demoLinksText(links: readonly DemoLink[], baseDomain: string, port: number): string {
  const brands = [...new Set(links.map((l) => l.brand))];
  const sample = brands.flatMap((brand) =>
    links
      .filter((l) => l.brand === brand)
      .filter((_, i) => i % 6 === 0)
      .slice(0, 5),
  );
  const lines = sample.map((l) => `  ${`${l.brand}: ${l.case}`.padEnd(52)} ${l.url}`);
  return (
    `\nPortal running in demo mode. Open:\n  ${"Home (search)".padEnd(52)} http://demo.${baseDomain}:${port}/en\n${lines.join("\n")}\n` +
    `  All ${links.length} demo links: http://localhost:${port}/__demo.json\n\n`
  );
}
