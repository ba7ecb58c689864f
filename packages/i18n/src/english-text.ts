import type { MessageDescriptor } from "@lingui/core";
import { messages } from "../locales/en/messages.po";
import { createI18n } from "./create-i18n.ts";

/**
 * The API's language: texts a server sends outside a page (API messages, logs) come from
 * core's descriptors through the English catalog, so each text is written once, in core.
 * Read from the catalog rather than the descriptor, because production builds strip the
 * source text from descriptors. The instance only ever holds English, so sharing it
 * between requests leaks no locale. Its own entry point, so no page bundle carries it.
 */
const english = createI18n("en", messages);

export function englishTextOf(descriptor: MessageDescriptor): string {
  return english._(descriptor);
}
