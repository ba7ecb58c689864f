import { setupI18n, type I18n, type MessageDescriptor, type Messages } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";
import { messages as arApi } from "../locales/ar/api.po";
import { messages as arForms } from "../locales/ar/forms.po";
import { messages as ar } from "../locales/ar/messages.po";
import { messages as arReturns } from "../locales/ar/returns.po";
import { messages as bnApi } from "../locales/bn/api.po";
import { messages as bnForms } from "../locales/bn/forms.po";
import { messages as bn } from "../locales/bn/messages.po";
import { messages as bnReturns } from "../locales/bn/returns.po";
import { messages as enApi } from "../locales/en/api.po";
import { messages as enForms } from "../locales/en/forms.po";
import { messages as en } from "../locales/en/messages.po";
import { messages as enReturns } from "../locales/en/returns.po";
import { messages as guApi } from "../locales/gu/api.po";
import { messages as guForms } from "../locales/gu/forms.po";
import { messages as gu } from "../locales/gu/messages.po";
import { messages as guReturns } from "../locales/gu/returns.po";
import { messages as hiApi } from "../locales/hi/api.po";
import { messages as hiForms } from "../locales/hi/forms.po";
import { messages as hi } from "../locales/hi/messages.po";
import { messages as hiReturns } from "../locales/hi/returns.po";
import { messages as mrApi } from "../locales/mr/api.po";
import { messages as mrForms } from "../locales/mr/forms.po";
import { messages as mr } from "../locales/mr/messages.po";
import { messages as mrReturns } from "../locales/mr/returns.po";
import { messages as taApi } from "../locales/ta/api.po";
import { messages as taForms } from "../locales/ta/forms.po";
import { messages as ta } from "../locales/ta/messages.po";
import { messages as taReturns } from "../locales/ta/returns.po";
import { messages as teApi } from "../locales/te/api.po";
import { messages as teForms } from "../locales/te/forms.po";
import { messages as te } from "../locales/te/messages.po";
import { messages as teReturns } from "../locales/te/returns.po";
import { messages as viApi } from "../locales/vi/api.po";
import { messages as viForms } from "../locales/vi/forms.po";
import { messages as vi } from "../locales/vi/messages.po";
import { messages as viReturns } from "../locales/vi/returns.po";

/**
 * Every catalog a server message can come from, per locale: the API's own (`api`), and the
 * pages' catalogs for the core descriptors the pages show too (validation, pickup rules). Imported
 * statically so a message renders synchronously where an answer is written; the server
 * bundle holds them all anyway. The admin catalog is not here: the API's messages are core's.
 */
const SERVER_CATALOGS = {
  en: [enApi, en, enForms, enReturns],
  ar: [arApi, ar, arForms, arReturns],
  vi: [viApi, vi, viForms, viReturns],
  hi: [hiApi, hi, hiForms, hiReturns],
  mr: [mrApi, mr, mrForms, mrReturns],
  bn: [bnApi, bn, bnForms, bnReturns],
  gu: [guApi, gu, guForms, guReturns],
  te: [teApi, te, teForms, teReturns],
  ta: [taApi, ta, taForms, taReturns],
} as const satisfies Record<LocaleCode, readonly Messages[]>;

/**
 * One instance per locale, made on first use and shared: each holds one locale only and is
 * never switched, so sharing it between requests leaks nothing.
 */
const instances = new Map<LocaleCode, { i18n: I18n; messages: Messages }>();

function instanceFor(locale: LocaleCode): { i18n: I18n; messages: Messages } {
  let instance = instances.get(locale);
  if (!instance) {
    const messages = Object.assign({}, ...SERVER_CATALOGS[locale]) as Messages;
    instance = { i18n: setupI18n({ locale, messages: { [locale]: messages } }), messages };
    instances.set(locale, instance);
  }
  return instance;
}

function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
}

/**
 * A core descriptor in the given language, for what a server sends outside a page (API
 * messages). Values that are descriptors themselves (core's composed messages) are rendered
 * in the same language first. Read from the catalogs rather than the descriptor, because
 * production builds strip the source text from descriptors; a message a locale's catalogs
 * lack is answered in English.
 */
export function messageIn(locale: LocaleCode, descriptor: MessageDescriptor): string {
  const values =
    descriptor.values &&
    Object.fromEntries(Object.entries(descriptor.values).map(([name, value]) => [name, isDescriptor(value) ? messageIn(locale, value) : value]));
  const own = instanceFor(locale);
  const { i18n } = Object.hasOwn(own.messages, descriptor.id) ? own : instanceFor("en");
  return i18n._(values ? { ...descriptor, values } : descriptor);
}
