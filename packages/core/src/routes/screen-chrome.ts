import type { ScreenId } from "./route-table.ts";

/** Whether a screen shows the brand header (spec section 2, Shared layout). */
export const HEADER_VISIBILITY = ["shown", "hidden"] as const;
export type HeaderVisibility = (typeof HEADER_VISIBILITY)[number];

/** The header is hidden on login paths; the not-found screen keeps it so the brand is recognisable. */
export const HEADER_ON_SCREEN = {
  home: "shown",
  "my-orders": "shown",
  pincode: "shown",
  "delivery-issue": "shown",
  reverse: "shown",
  "reverse-issue": "shown",
  "update-contact": "shown",
  login: "hidden",
  returns: "shown",
  "returns-status": "shown",
  exchange: "shown",
  "exchange-status": "shown",
  "not-found": "shown",
} as const satisfies Record<ScreenId | "not-found", HeaderVisibility>;

/** A brand that hides its header everywhere (its flag) hides it here too. */
export function isBrandHeaderShown(screen: ScreenId | "not-found", brandHidesHeader: boolean): boolean {
  return !brandHidesHeader && HEADER_ON_SCREEN[screen] === "shown";
}
