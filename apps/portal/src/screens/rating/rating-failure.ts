import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiError } from "@portal/core/api";
import { ERROR_MESSAGE, RATING_CLOSED } from "@portal/core/messages";

/** The rating call's refusals the shopper can act on, in their language. */
const RATING_FAILURE = {
  closed: RATING_CLOSED,
  invalid: msg`Please check your rating and comment, then try again.`,
  other: ERROR_MESSAGE["something-went-wrong"],
} as const;

export function ratingFailureMessage(error: ApiError, i18n: I18n): string {
  const kind = error.status === 403 ? "closed" : error.status === 400 ? "invalid" : "other";
  return i18n._(RATING_FAILURE[kind]);
}
