import { defineBrand, WhiteLabelTrackingLayout } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";

/** White-label chrome: the header exists for Storybook and previews; the manifest hides it on pages. */
export const brand = defineBrand({ manifest, Header, Footer, TrackingVariant: WhiteLabelTrackingLayout });

export default brand;
export { Footer, Header, manifest };
