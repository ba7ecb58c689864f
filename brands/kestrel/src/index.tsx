import { defineBrand, staticChrome } from "@portal/ui";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
import { TrackingVariant } from "./TrackingVariant.tsx";
// The footer's styles load with the brand: a page shows the server's footer before (or without) its code.
import "./Footer.css";

/** Kestrel & Co., an Arabic/English fashion label (demo brand). */
export const brand = defineBrand({
  manifest,
  Header,
  // Links and text only: a page keeps the server's markup of it and downloads its code only to render it anew.
  Footer: staticChrome(() => import("./Footer.tsx").then((module) => module.Footer)),
  TrackingVariant,
});

export default brand;
export { Header, TrackingVariant, manifest };
