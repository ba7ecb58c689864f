import { defineBrand } from "@portal/ui";
import { Header } from "./Header.tsx";
import { TrackingVariant } from "./TrackingVariant.tsx";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-footer.css";

/** MedLeaf Pharmacy's chrome (header with menu and drawer, standard footer, own tracking variant); loaded lazily. */
export const brand = defineBrand({ manifest, Header, TrackingVariant });

export default brand;
