import { msg } from "@lingui/core/macro";

/** The rating call's refusal once a delivery's rating window is over; the tracking page shows it too. */
export const RATING_CLOSED = msg`This delivery can no longer be rated.`;
