import type { PortalDataSource } from "../api/portal-data-source.ts";
import type { ScreenId } from "@portal/core/routes";
import type { ScreenDataSeed } from "../data/inlined-screen-data.ts";

/** What route loaders get, per router (one per request on the server, per page load in the browser). */
export interface PortalRouterContext {
  /** The API in the browser; the domain logic itself on the server. */
  source: PortalDataSource;
  brandEnterprise: string;
  /** The page's brand, as calls that name it (`domain`) send it. */
  brandSubdomain: string;
  /** The theme's return_authorization_id: how a return link's order id is sent to return-info. */
  returnAuthorizationId: number | undefined;
  /**
   * On the server: whether the request's return login is verified and not ended, so `/returns`
   * opens the login's order (issue 33 item 8). The browser leaves it out: the loader reads the
   * login's readable end time when it runs (and keeps that code out of the page's entry).
   */
  returnSession?: boolean;
  /** The server's loader answer, taken by the browser's first load of the same URL. */
  seed: ScreenDataSeed;
  now: () => Date;
  /**
   * In the browser: merges the catalogs a screen needs besides the page's (screen-catalogs.ts)
   * before it renders; undefined when it has them. The server's render loads them itself.
   */
  loadScreenCatalogs?: (screen: ScreenId) => Promise<void> | undefined;
}
