import type { ApiError } from "../api/api-result.ts";

/**
 * return-info's answers that mean "no returnable order for this link": bad identifiers
 * (400), a return login that has ended or is another brand's (401), no such order or no
 * proof for it (404). The flow shows its not-found view for these, and Try again for the rest.
 */
const MISSING_ORDER_STATUSES: ReadonlySet<number> = new Set([400, 401, 404]);

export function isReturnOrderMissing(error: ApiError): boolean {
  return error.status !== undefined && MISSING_ORDER_STATUSES.has(error.status);
}
