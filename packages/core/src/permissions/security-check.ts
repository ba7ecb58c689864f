/**
 * Without a login, a tracking link may carry a security_key. When the brand enables the
 * security check and the key is not valid, the tracking is "invalid": the shopper sees the
 * status only, with personal details masked, and may not act on the shipment (spec section 6).
 */
export const TRACKING_ACCESS_LEVELS = ["full", "status-only"] as const;
export type TrackingAccess = (typeof TRACKING_ACCESS_LEVELS)[number];

export interface SecurityCheckInput {
  /** enable_security_check */
  enableSecurityCheck: boolean;
  /** security_key_valid */
  securityKeyValid: boolean;
}

export function isTrackingInvalid({ enableSecurityCheck, securityKeyValid }: SecurityCheckInput): boolean {
  return enableSecurityCheck && !securityKeyValid;
}

export function trackingAccessOf(input: SecurityCheckInput): TrackingAccess {
  return isTrackingInvalid(input) ? "status-only" : "full";
}

/** Things a shopper can see or do on the tracking page. */
export const TRACKING_CAPABILITIES = [
  "see-status",
  "see-timeline",
  "see-customer-details",
  "download-label",
  "update-contact",
  "raise-concern",
  "view-orders",
  "start-return",
] as const;
export type TrackingCapability = (typeof TRACKING_CAPABILITIES)[number];

/**
 * Each capability by access level. Rating is not here: it has its own rule (a valid key,
 * or within 6 days of delivery; see rating/isRatingAllowed). Customer details are still
 * shown at status-only, but masked.
 */
export const TRACKING_CAPABILITY = {
  full: {
    "see-status": true,
    "see-timeline": true,
    "see-customer-details": true,
    "download-label": true,
    "update-contact": true,
    "raise-concern": true,
    "view-orders": true,
    "start-return": true,
  },
  "status-only": {
    "see-status": true,
    "see-timeline": false,
    "see-customer-details": false,
    "download-label": false,
    "update-contact": false,
    "raise-concern": false,
    "view-orders": false,
    "start-return": false,
  },
} as const satisfies Record<TrackingAccess, Record<TrackingCapability, boolean>>;

export function can(access: TrackingAccess, capability: TrackingCapability): boolean {
  return TRACKING_CAPABILITY[access][capability];
}
