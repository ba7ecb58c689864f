import { defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** Threadline's chrome: the standard header and its own tabbed footer; loaded lazily, only on its own pages. */
export const brand = defineBrand({ manifest, Footer });

export default brand;
