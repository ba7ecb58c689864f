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
export { CATALOG_LOADERS, EXTRA_CATALOG_LOADERS, catalogFile, loadCatalog, type ExtraCatalog } from "./catalog-loaders.ts";
export { createI18n, createI18nFor } from "./create-i18n.ts";
export { recordTexts, type RecordedTexts } from "./recorded-texts.ts";
export { textsOnDemand, type TextsOnDemand } from "./texts-on-demand.ts";
export {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatTime,
  formatMoney,
  formatNumber,
  intlTag,
  numberFormat,
} from "./intl-formatters.ts";
export type { I18n, MessageDescriptor, Messages } from "@lingui/core";
