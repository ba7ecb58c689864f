import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/** The page a shopper sees when a page request is over the rate limit (apps/server http/rate-limited-page.ts). */
export const RATE_LIMIT_PAGE_MESSAGE = {
  title: msg`Too many requests`,
  explanation: msg`This page was requested too many times in the last minute.`,
  tryAgain: msg`Try again`,
} as const satisfies Record<string, MessageDescriptor>;

/** When the shopper may try again, in whole seconds (the answer's Retry-After). */
export function retryAfterMessage(seconds: number): MessageDescriptor {
  return msg`${plural(seconds, { one: "Please try again in # second.", other: "Please try again in # seconds." })}`;
}
