import { expect, test } from "vitest";
import { DEMO_BRANDS } from "./demo-brands.ts";

// Issue 33 item 17: these brands' headers showed an initials tile; each now has a drawn logo mark.
test.each(["oasis", "redwood", "lotus", "banyan"])("%s's logo is a drawn mark, not an initials tile", (subdomain) => {
  const brand = DEMO_BRANDS.find((b) => b.subdomain === subdomain);
  const logo = brand?.theme.logo ?? "";
  expect(logo.startsWith("data:image/svg+xml,")).toBe(true);
  const svg = decodeURIComponent(logo.slice("data:image/svg+xml,".length));
  expect(svg).toContain("<path ");
  expect(svg).not.toContain("<text");
});
