import type { LinkParams, ScreenPath } from "@portal/core/routes";
import type { PortalDataSource } from "../../api/portal-data-source.ts";

/** What every screen loader gets: the link, where to read from, and the brand's enterprise. */
export interface ScreenLoaderInput {
  /** Path without the language prefix, e.g. "/tracking"; null when no route matches. */
  path: ScreenPath | null;
  params: LinkParams;
  source: PortalDataSource;
  /** A shipment of another enterprise is not this brand's (core's rule). */
  brandEnterprise: string;
  now: () => Date;
}
