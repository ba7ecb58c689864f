import { defineBrand, staticChrome } from "@portal/ui";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";
// The footer's styles load with the brand: a page shows the server's footer before (or without) its code.
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/**
 * Threadline's chrome: the standard header and its own tabbed footer; loaded lazily, only on its
 * own pages. The footer's tabs are native `<details>` (no script): static chrome, a page keeps
 * the server's markup of it and downloads its code only to render it anew.
 */
export const brand = defineBrand({
  manifest,
  Footer: staticChrome(() => import("./Footer.tsx").then((module) => module.Footer)),
});

export default brand;
