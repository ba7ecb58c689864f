import { defineBrand } from "@portal/ui";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
// The typeface (manifest.fonts): every subset's @font-face, font-display swap; the browser fetches only the subsets a page uses.
import "@fontsource-variable/cairo/wght.css";
import "@portal/ui/chrome/standard-footer.css";

/** Sahra's chrome: its header with the en/ar switcher and the phone-only ad strip, and the standard footer. */
export const brand = defineBrand({ manifest, Header });

export default brand;
