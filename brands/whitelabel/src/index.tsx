import { defineBrand, WhiteLabelTrackingLayout } from "@portal/ui";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-header.css";
import "@portal/ui/chrome/standard-footer.css";
import "./Header.css";

/** White-label chrome: the standard header and footer (the manifest hides the header on pages) and the shared white-label tracking variant. */
export const brand = defineBrand({ manifest, TrackingVariant: WhiteLabelTrackingLayout });

export default brand;
