import { createPortalApiClient, type PortalApiClient } from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";

/**
 * Calls go to the page's own origin: the brand is the subdomain, cookies and CSP stay
 * same-origin, and the tracking and ops hosts are the same server. They carry the page's
 * language, so the answers' messages are in it.
 */
export function createOriginApiClient(origin: string, lang?: LocaleCode): PortalApiClient {
  return createPortalApiClient({ trackingBaseUrl: origin, opsBaseUrl: origin, ...(lang ? { language: () => lang } : {}) });
}
