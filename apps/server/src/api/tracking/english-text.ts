import type { MessageDescriptor } from "@lingui/core";
import { englishTextOf } from "@portal/i18n/english";

export type EnglishText = (descriptor: MessageDescriptor) => Promise<string>;

/** Core's texts (validation messages, reason names) in English, for API messages. */
export function createEnglishText(): EnglishText {
  return async (descriptor) => englishTextOf(descriptor);
}
