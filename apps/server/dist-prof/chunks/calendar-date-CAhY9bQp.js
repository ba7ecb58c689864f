// ../../packages/core/src/dates/calendar-date.ts
var CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** True for a real date: "2024-02-29" yes, "2023-02-29" and "2024-04-31" no. */
function isCalendarDate(value) {
	const match = CALENDAR_DATE.exec(value);
	if (!match) return false;
	const [, y, m, d] = match.map(Number);
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
/** The calendar date of a moment in a time zone (default: UTC). */
function calendarDateOf(moment, timeZone = "UTC") {
	const parts = new Intl.DateTimeFormat("en-CA", {
		timeZone,
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).formatToParts(moment);
	const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
	return `${part("year")}-${part("month")}-${part("day")}`;
}
/** The date `days` after a calendar date. */
function addDays(date, days) {
	const [y, m, d] = date.split("-").map(Number);
	return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
/** 0 = Sunday ... 6 = Saturday. */
function dayOfWeek(date) {
	const [y, m, d] = date.split("-").map(Number);
	return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
export { isCalendarDate as i, calendarDateOf as n, dayOfWeek as r, addDays as t };
