import { BeautyTrackingLayout, defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** Marigold Naturals' chrome: the standard header, a footer with the home-page app bar, the beauty family's tracking variant. */
export const brand = defineBrand({ manifest, Footer, TrackingVariant: BeautyTrackingLayout });

export default brand;
