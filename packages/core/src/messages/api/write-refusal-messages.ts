import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Why a state-changing call was refused before it ran (apps/server/src/http/cross-site-writes.ts). */
export const WRITE_REFUSAL_MESSAGE = {
  foreignOrigin: msg`This request must come from the portal's own pages.`,
  unsupportedType: msg`This request must be sent as JSON.`,
  /** A post to a page that has no form (the pages' forms: apps/server/src/ssr/form-posts.ts). */
  noForm: msg`This page has no form to send.`,
} as const satisfies Record<string, MessageDescriptor>;
