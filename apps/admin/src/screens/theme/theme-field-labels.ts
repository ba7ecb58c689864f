import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isLocale, NATIVE_LANGUAGE_NAME, type LocaleCode } from "@portal/core/locale";
import type { BannerField } from "@portal/core/theme";
import { BANNER_LABEL, COLOUR_LABEL } from "./theme-messages.ts";

/**
 * The editor's label of each field a saved version lists as changed (its path in the theme,
 * e.g. `config.forward_page_message`), so the history reads as the form does. The same
 * messages as the form's labels.
 */
const FIELD_LABEL: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Brand name`,
  logo: msg`Logo link`,
  return_authorization_id: msg`Return authorisation id`,
  "tokens.fontFamily": msg`Font family`,
  "tokens.radius": msg`Corner radius`,
  ...Object.fromEntries(Object.entries(COLOUR_LABEL).map(([token, label]) => [`tokens.${token}`, label])),
  "meta_data.website": msg`Website`,
  "meta_data.email": msg`E-mail`,
  "meta_data.contact": msg`Phone`,
  "meta_data.time.from": msg`Calls from`,
  "meta_data.time.to": msg`Calls until`,
  "meta_data.day.from": msg`First call day`,
  "meta_data.day.to": msg`Last call day`,
  "meta_data.app.android": msg`Android app`,
  "meta_data.app.ios": msg`iOS app`,
  "meta_data.required_login": msg`Shoppers must log in to return or exchange`,
  "config.quantity_lock": msg`Return the whole quantity (quantity lock)`,
  "config.capture_bank_detail": msg`Ask for bank details for refunds`,
  "config.forward_page_message_enabled": msg`Show a banner on tracking pages`,
  "config.forward_page_message": msg`Tracking page banner (HTML allowed)`,
  "config.return_page_message_enabled": msg`Show a banner on return pages`,
  "config.return_page_message": msg`Return page banner (HTML allowed)`,
  "config.default_locale": msg`Default language of the brand's texts`,
};

/** A banner's path in one language: `config.forward_page_message.hi`. */
const BANNER_LANGUAGE_PATH = /^config\.(forward_page_message|return_page_message)\.([a-z]{2})$/;

/** A changed field's label in the console's language; a field the form does not edit keeps its path. */
export function changedFieldLabel(i18n: I18n, path: string): string {
  const banner = BANNER_LANGUAGE_PATH.exec(path);
  if (banner && isLocale(banner[2] ?? "")) {
    return i18n._(BANNER_LABEL[banner[1] as BannerField](NATIVE_LANGUAGE_NAME[banner[2] as LocaleCode]));
  }
  const label = FIELD_LABEL[path];
  return label ? i18n._(label) : path;
}
