import type { LinkParams, ScreenPath } from "@portal/core/routes";
import type { PortalDataSource } from "../../api/portal-data-source.ts";

/** What every screen loader gets: the link, where to read from, and the brand's enterprise. */
export interface ScreenLoaderInput {
  /** Path without the language prefix, e.g. "/tracking"; null when no route matches. */
  path: ScreenPath | null;
  params: LinkParams;
  /** The raw query, for values that are no link parameter (a status page's return_id). */
  search: URLSearchParams;
  source: PortalDataSource;
  /** A shipment of another enterprise is not this brand's (core's rule). */
  brandEnterprise: string;
  /** The page's brand, for calls that name it (`domain`). */
  brandSubdomain: string;
  /** The theme's return_authorization_id (return links name orders by it). */
  returnAuthorizationId: number | undefined;
  /** The server's verified return login (its cookie); undefined in the browser, where the loader reads the login's end time. */
  returnSession?: boolean | undefined;
  /** True when the server served this very URL (a live page's refresh): its view is counted already. */
  servedHref?: boolean;
  now: () => Date;
}
