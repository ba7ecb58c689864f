import type { MessageDescriptor } from "@lingui/core";
import { messageIn } from "./server-messages.ts";

/**
 * Core's texts in English, for what a server keeps in one language whatever the request's
 * (the ops console's issue names, logs). Its own entry point, so no page bundle carries the catalogs.
 */
export function englishTextOf(descriptor: MessageDescriptor): string {
  return messageIn("en", descriptor);
}
