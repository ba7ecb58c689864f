import { defineBrand, staticChrome } from "@portal/ui";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
// The footer's styles load with the brand: a page shows the server's footer before (or without) its code.
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/** The brand used when a subdomain has no brand package of its own. */
export const brand = defineBrand({
  manifest,
  Header,
  // Links and text only: a page keeps the server's markup of it and downloads its code only to render it anew.
  Footer: staticChrome(() => import("./Footer.tsx").then((module) => module.Footer)),
});

export default brand;
export { Header, manifest };
