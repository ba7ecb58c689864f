import { isWithinDays } from "../dates/instant.ts";
import { deliveredAt } from "../status/delivered-at.ts";
import type { StatusEvent } from "../status/status-event.ts";

/** Days after delivery during which a shopper may rate (product rules §9). */
export const RATING_WINDOW_DAYS = 6;
/** Days after delivery during which the feedback button shows (product rules §9). */
export const FEEDBACK_BUTTON_DAYS = 3;

export interface RatingContext {
  /** security_key_valid from track-order. */
  securityKeyValid: boolean;
  /** The shipment's scans, latest status included. */
  scans: readonly StatusEvent[];
  now: Date;
  /** config.enable_rating; default on. */
  enabled?: boolean;
}

/**
 * Rating is about a delivery, so it opens only once a delivered scan exists; then a valid
 * security key allows it at any time, otherwise only within 6 days of delivery (product rules
 * section 6). A parcel in transit or a failed delivery has nothing to rate yet.
 */
export function isRatingAllowed({ securityKeyValid, scans, now, enabled = true }: RatingContext): boolean {
  if (!enabled) return false;
  const delivered = deliveredAt(scans);
  if (delivered === null) return false;
  return securityKeyValid || isWithinDays(delivered, now, RATING_WINDOW_DAYS);
}

/** The "give delivery feedback" button shows within 3 days of delivery. */
export function isFeedbackButtonShown(scans: readonly StatusEvent[], now: Date): boolean {
  const delivered = deliveredAt(scans);
  return delivered !== null && isWithinDays(delivered, now, FEEDBACK_BUTTON_DAYS);
}
