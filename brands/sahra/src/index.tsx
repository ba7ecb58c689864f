import { defineBrand } from "@portal/ui";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
// The typeface (manifest.fonts): Arabic and Latin subsets; the browser fetches only those a page uses.
import "./fonts.css";
import "@portal/ui/chrome/standard-footer.css";

/** Sahra's chrome: its header with the en/ar switcher and the phone-only ad strip, and the standard footer. */
export const brand = defineBrand({ manifest, Header });

export default brand;
