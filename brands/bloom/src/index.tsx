import { BeautyTrackingLayout, defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** Bloomwell Beauty's chrome: the standard header, its own footer, the beauty family's tracking variant. */
export const brand = defineBrand({ manifest, Footer, TrackingVariant: BeautyTrackingLayout });

export default brand;
