import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What any call or page can be answered when the service refuses it for now (the rate limit, a locked database). */
export const SERVICE_MESSAGE = {
  rateLimited: msg`Too many requests. Please wait a minute and try again.`,
  busy: msg`The service is busy. Please try again in a moment.`,
} as const satisfies Record<string, MessageDescriptor>;
