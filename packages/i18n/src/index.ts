export {
  LOCALES,
  DEFAULT_LOCALE,
  DIRECTION_BY_LOCALE,
  NATIVE_LANGUAGE_NAME,
  directionOf,
  isLocale,
  type LocaleCode,
  type TextDirection,
} from "@portal/core/locale";
// The catalogs' loaders are `@portal/i18n/catalogs` (catalogs.ts says why).
export type { ExtraCatalog } from "./catalog-loaders.ts";
export { createI18n } from "./create-i18n.ts";
export { recordTexts, type RecordedTexts } from "./recorded-texts.ts";
export { textsOnDemand, type TextsOnDemand } from "./texts-on-demand.ts";
export { dateTimeFormat, formatDate, formatDateTime, formatTime, formatMoney, formatNumber, intlTag, numberFormat } from "./intl-formatters.ts";
export type { I18n, MessageDescriptor, Messages } from "@lingui/core";
