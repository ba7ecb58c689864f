import type { TrackingEntry } from "@portal/core/api";
import { isRatingAllowed } from "@portal/core/rating";

export type RatingAccess = { kind: "hidden" } | { kind: "open" } | { kind: "rated"; existing: { value: number | null; comment: string } };

/**
 * Whether to show the widget, and how: core's rule (a valid security key, or within 6 days
 * of a delivered scan; the shipment's rating switch) decides; an earlier rating (on the
 * brand's scale, as the API sends it) opens it read-only.
 */
export function ratingAccessOf(entry: TrackingEntry, now: Date): RatingAccess {
  const scans = [...entry.scans, entry.latest_status];
  const allowed = isRatingAllowed({ securityKeyValid: entry.security_key_valid, scans, now, enabled: entry.config.enable_rating });
  if (!allowed) return { kind: "hidden" };
  const rating = entry.rating;
  const star = typeof rating?.star === "number" ? rating.star : null;
  if (!rating?.ratedBefore && star === null) return { kind: "open" };
  return { kind: "rated", existing: { value: star, comment: rating?.comment ?? "" } };
}
