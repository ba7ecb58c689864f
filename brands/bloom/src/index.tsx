import { BeautyTrackingLayout, defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";

/** Bloomwell Beauty's chrome, with the beauty family's shared tracking variant. */
export const brand = defineBrand({ manifest, Header, Footer, TrackingVariant: BeautyTrackingLayout });

export default brand;
export { Footer, Header, manifest };
