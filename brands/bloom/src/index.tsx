import { BeautyTrackingLayout, defineBrand, staticChrome } from "@portal/ui";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";
// The footer's styles load with the brand: a page shows the server's footer before (or without) its code.
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/** Bloomwell Beauty's chrome: the standard header, its own footer (links and text: static chrome), the beauty family's tracking variant. */
export const brand = defineBrand({
  manifest,
  Footer: staticChrome(() => import("./Footer.tsx").then((module) => module.Footer)),
  TrackingVariant: BeautyTrackingLayout,
});

export default brand;
