import { defineBrand } from "@portal/ui";
import { flags } from "./flags.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { tokens } from "./tokens.ts";

/** The brand used when a subdomain has no brand package of its own. */
export const brand = defineBrand({
  id: "default",
  displayName: "Default",
  tokens,
  Header,
  Footer,
  flags,
});

export default brand;
export { Footer, Header, tokens };
