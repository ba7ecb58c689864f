import { BeautyTrackingLayout, defineBrand, staticChrome } from "@portal/ui";
import { appBarState } from "./app-bar.ts";
import { appBarCode, Header } from "./Header.tsx";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";
// The footer's styles load with the brand: a page shows the server's footer before (or without) its code.
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

// Links and text only: a page keeps the server's markup of it and downloads its code only to render it anew.
const Footer = staticChrome(() => import("./Footer.tsx").then((module) => module.Footer));

/** Marigold Naturals' chrome: the standard header with the home-page app bar, a static footer, the beauty family's tracking variant. */
export const brand = defineBrand({
  manifest,
  Header,
  Footer,
  TrackingVariant: BeautyTrackingLayout,
  // The bar's code, only for a page that shows it: server and hydration render it at once.
  prepare: async ({ theme, pathname }) => {
    if (appBarState(theme, pathname, false) === "shown") await appBarCode.load();
  },
});

export default brand;
