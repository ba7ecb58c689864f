import { defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
import { TrackingVariant } from "./TrackingVariant.tsx";

/** Kestrel & Co., an Arabic/English fashion label (demo brand). */
export const brand = defineBrand({
  manifest,
  Header,
  Footer,
  TrackingVariant,
});

export default brand;
export { Footer, Header, TrackingVariant, manifest };
