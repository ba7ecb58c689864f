// ../../packages/i18n/src/intl-formatters.ts
/** Intl locale tags. Numbers use Latin digits in Arabic too, as shoppers type waybills and phones in them. */
var INTL_TAG = {
	en: "en-IN",
	ar: "ar-u-nu-latn",
	vi: "vi",
	hi: "hi-IN",
	mr: "mr-IN",
	bn: "bn-IN",
	gu: "gu-IN",
	te: "te-IN",
	ta: "ta-IN"
};
function intlTag(locale) {
	return INTL_TAG[locale];
}
var dateTimeFormats = /* @__PURE__ */ new Map();
var numberFormats = /* @__PURE__ */ new Map();
/**
* Intl formatters are costly to build (about a millisecond each) and immutable, so one per
* locale and options is kept for the life of the process: server renders stay fast.
*/
function dateTimeFormat(locale, options) {
	const key = `${locale}|${JSON.stringify(options)}`;
	let format = dateTimeFormats.get(key);
	if (!format) dateTimeFormats.set(key, format = new Intl.DateTimeFormat(intlTag(locale), options));
	return format;
}
function numberFormat(locale, options = {}) {
	const key = `${locale}|${JSON.stringify(options)}`;
	let format = numberFormats.get(key);
	if (!format) numberFormats.set(key, format = new Intl.NumberFormat(intlTag(locale), options));
	return format;
}
/** Date and time of a scan or status, e.g. "21 Nov 2026, 4:05 pm" in English. */
function formatDateTime(locale, value, timeZone) {
	const date = typeof value === "string" ? new Date(value) : value;
	if (Number.isNaN(date.getTime())) return "";
	return dateTimeFormat(locale, {
		dateStyle: "medium",
		timeStyle: "short",
		...timeZone ? { timeZone } : {}
	}).format(date);
}
function formatDate(locale, value, timeZone) {
	const date = typeof value === "string" ? new Date(value) : value;
	if (Number.isNaN(date.getTime())) return "";
	return dateTimeFormat(locale, {
		dateStyle: "medium",
		...timeZone ? { timeZone } : {}
	}).format(date);
}
function formatNumber(locale, value) {
	return numberFormat(locale).format(value);
}
function formatMoney(locale, amount, currency) {
	return numberFormat(locale, {
		style: "currency",
		currency
	}).format(amount);
}
export { formatNumber as a, formatMoney as i, formatDate as n, intlTag as o, formatDateTime as r, dateTimeFormat as t };
