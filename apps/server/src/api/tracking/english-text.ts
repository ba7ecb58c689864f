import type { MessageDescriptor } from "@lingui/core";
import { createI18nFor, type I18n } from "@portal/i18n";

export type EnglishText = (descriptor: MessageDescriptor) => Promise<string>;

/**
 * Core's texts (validation messages, reason names) in English, for API messages. Read from
 * the English catalog rather than the descriptor, because production builds strip the
 * source text from descriptors. One Lingui instance per API instance, created on first use.
 */
export function createEnglishText(): EnglishText {
  let i18n: Promise<I18n> | undefined;
  return async (descriptor) => {
    i18n ??= createI18nFor("en");
    return (await i18n)._(descriptor);
  };
}
