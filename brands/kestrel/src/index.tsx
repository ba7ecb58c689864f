import { defineBrand } from "@portal/ui";
import { flags } from "./flags.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { tokens } from "./tokens.ts";
import { TrackingVariant } from "./TrackingVariant.tsx";

/** Kestrel & Co., an Arabic/English fashion label (demo brand). */
export const brand = defineBrand({
  id: "kestrel",
  displayName: "Kestrel & Co.",
  tokens,
  Header,
  Footer,
  TrackingVariant,
  flags,
});

export default brand;
export { Footer, Header, TrackingVariant, tokens };
