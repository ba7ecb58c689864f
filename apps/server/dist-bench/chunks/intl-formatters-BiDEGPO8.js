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
/** Date and time of a scan or status, e.g. "21 Nov 2026, 4:05 pm" in English. */
function formatDateTime(locale, value, timeZone) {
	const date = typeof value === "string" ? new Date(value) : value;
	if (Number.isNaN(date.getTime())) return "";
	return new Intl.DateTimeFormat(intlTag(locale), {
		dateStyle: "medium",
		timeStyle: "short",
		...timeZone ? { timeZone } : {}
	}).format(date);
}
function formatDate(locale, value, timeZone) {
	const date = typeof value === "string" ? new Date(value) : value;
	if (Number.isNaN(date.getTime())) return "";
	return new Intl.DateTimeFormat(intlTag(locale), {
		dateStyle: "medium",
		...timeZone ? { timeZone } : {}
	}).format(date);
}
function formatNumber(locale, value) {
	return new Intl.NumberFormat(intlTag(locale)).format(value);
}
function formatMoney(locale, amount, currency) {
	return new Intl.NumberFormat(intlTag(locale), {
		style: "currency",
		currency
	}).format(amount);
}
export { intlTag as a, formatNumber as i, formatDateTime as n, formatMoney as r, formatDate as t };
