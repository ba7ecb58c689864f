import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { NO_BRAND_HERE } from "./host-messages.ts";
import { WRONG_CREDENTIALS } from "../admin-login-messages.ts";
import { WRITE_REFUSAL_MESSAGE } from "./write-refusal-messages.ts";

/** The admin calls' answers in `meta.message`, one line each: the console shows them to staff in their language. */
export const ADMIN_MESSAGE = {
  wrongCredentials: WRONG_CREDENTIALS,
  foreignOrigin: WRITE_REFUSAL_MESSAGE.foreignOrigin,
  noBrandHere: NO_BRAND_HERE,
  loginNeeded: msg`Please log in to change the theme.`,
  otherBrandsTheme: msg`You can only change the theme of a brand you manage.`,
  themeTooLarge: msg`The theme is too large.`,
  apiKeyNeeded: msg`Send the brand's API key as Authorization: Bearer <key>.`,
  documentTooLarge: msg`The document is too large: send it in parts of at most 20 MB.`,
  tooManyLogins: msg`Too many failed logins. Please wait a moment and try again.`,
  notYourBrand: msg`You do not manage this brand.`,
  noSuchVersion: msg`There is no such saved version of this brand's theme.`,
  contrastTooLow: msg`A colour pair is too hard to read: text needs 4.5:1 against its background, the focus ring 3:1.`,
  colourNotHex: msg`Colours must be written as #rgb or #rrggbb.`,
  themeEmailInvalid: msg`The e-mail address must look like name@example.com.`,
  bannerDefaultMissing: msg`A banner that is switched on needs its text in the brand's default language.`,
  noSuchEvent: msg`There is no such event of this brand.`,
  eventBeingSent: msg`This event is being sent right now. Try again in a moment.`,
  noSuchMessage: msg`There is no such message of this brand.`,
  messageNotFailed: msg`Only a message that failed can be sent again.`,
  testSendAddress: msg`Write an e-mail address for e-mail, or a phone number with its country code for SMS and WhatsApp.`,
  testSendNoProvider: msg`This brand has no provider for that channel yet, so nothing can be sent on it.`,
  testSendLimit: msg`This brand has sent as many test messages as it may this hour. Please try again later.`,
  noSuchTextVersion: msg`There is no such saved version of this brand's return texts.`,
  unknownReason: msg`A reason or sub reason in the list is not one of this brand's. Reload the page and try again.`,
} as const satisfies Record<string, MessageDescriptor>;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGE;

const CONTRAST_TOO_LOW_PAIR = msg({
  message: "A colour pair is too hard to read: text needs 4.5:1 against its background, the focus ring 3:1. ({foreground} on {background}: {ratio}:1)",
  comment: "foreground and background are theme token names (not translated); ratio is a number such as 2.1",
});

const THEME_LINK_NOT_WEB = msg({
  message: "{field} is not a web link: enter an address such as https://example.com.",
  comment: "field is a theme field name such as website or social.fb (not translated)",
});

/** update-theme's refusal of a link field that is not a web link (core's web-link rule). */
export function themeLinkNotWebFor(field: string): MessageDescriptor {
  return { ...THEME_LINK_NOT_WEB, values: { field } };
}

/** The contrast refusal naming the first pair below the bar. */
export function contrastTooLowFor(pair: { foreground: string; background: string; ratio: number | string }): MessageDescriptor {
  return { ...CONTRAST_TOO_LOW_PAIR, values: { foreground: pair.foreground, background: pair.background, ratio: String(pair.ratio) } };
}
