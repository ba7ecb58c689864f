import { defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";

/** The brand used when a subdomain has no brand package of its own. */
export const brand = defineBrand({
  manifest,
  Header,
  Footer,
});

export default brand;
export { Footer, Header, manifest };
