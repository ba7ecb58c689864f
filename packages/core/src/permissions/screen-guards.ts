import type { ScreenId } from "../routes/route-table.ts";

/**
 * How the login guard treats a screen: `open` screens never need a login; `guarded` ones
 * do unless the URL is a return-order URL; `guarded-unless-return-id` also open with a
 * `return_id` (a random id handed only to the shopper who placed the request, and the
 * return-status call accepts it on its own).
 */
export const SCREEN_GUARDS = ["open", "guarded", "guarded-unless-return-id"] as const;
export type ScreenGuard = (typeof SCREEN_GUARDS)[number];

export const LOGIN_GUARD_BY_SCREEN = {
  home: "open",
  "my-orders": "open",
  pincode: "open",
  "delivery-issue": "open",
  reverse: "open",
  "reverse-issue": "open",
  "update-contact": "open",
  login: "open",
  returns: "guarded",
  "returns-status": "guarded-unless-return-id",
  exchange: "guarded",
  "exchange-status": "guarded-unless-return-id",
} as const satisfies Record<ScreenId, ScreenGuard>;
