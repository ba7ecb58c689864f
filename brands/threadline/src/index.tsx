import { defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";

/** Threadline's chrome: loaded lazily, only on its own pages. */
export const brand = defineBrand({ manifest, Header, Footer });

export default brand;
export { Footer, Header, manifest };
