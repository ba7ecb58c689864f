import { defineBrand } from "@portal/ui";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
// The typeface (manifest.fonts), regular and semibold: latin, latin-ext and vietnamese subsets, font-display swap.
import "@fontsource/be-vietnam-pro/400.css";
import "@fontsource/be-vietnam-pro/600.css";
import "@portal/ui/chrome/standard-footer.css";

/** Lua's chrome: its header with the vi/en switcher and the standard footer; loaded lazily, only on its own pages. */
export const brand = defineBrand({ manifest, Header });

export default brand;
