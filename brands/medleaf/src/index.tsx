import { defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
import { TrackingVariant } from "./TrackingVariant.tsx";

/** MedLeaf Pharmacy's chrome: loaded lazily, only on its own pages. */
export const brand = defineBrand({ manifest, Header, Footer, TrackingVariant });

export default brand;
export { Footer, Header, TrackingVariant, manifest };
