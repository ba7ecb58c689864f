import { createPortalApiClient, type PortalApiClient } from "@portal/core/api";

/**
 * Calls go to the page's own origin: the brand is the subdomain, cookies and CSP stay
 * same-origin, and the tracking and ops hosts are the same server.
 */
export function createOriginApiClient(origin: string): PortalApiClient {
  return createPortalApiClient({ trackingBaseUrl: origin, opsBaseUrl: origin });
}
