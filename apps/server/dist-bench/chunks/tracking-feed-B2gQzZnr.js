import { _ as TenDigitPhoneSchema, b as envelopeSchema, f as OptionalTextSchema, g as SixDigitPincodeSchema, h as SecurityKeyParamSchema, v as requiredParam } from "./return-reasons-P7TGR6k3.js";
import * as v from "valibot";
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
// ../../packages/core/src/api/tracking-feed.ts
/**
* The shopper's answer to a failed delivery or failed pickup ("customer feed", spec
* sections 3 and 7). Forward shipments use tracking-feed, reverse pickups npr/tracking-feed;
* both share these shapes.
*/
var TrackingFeedQuerySchema = v.object({
	tracking_id: requiredParam("tracking_id"),
	security_key: SecurityKeyParamSchema
});
/** A stored feed as read back. */
var CustomerFeedSchema = v.object({
	issue_id: v.pipe(v.number(), v.integer()),
	drop_pincode: OptionalTextSchema,
	comment: OptionalTextSchema,
	phone_number: OptionalTextSchema,
	preferred_date: OptionalTextSchema,
	preferred_time: OptionalTextSchema,
	landmark: OptionalTextSchema,
	address: OptionalTextSchema,
	/** The shopper's yes/no answer where the form asks one (deliver or cancel, pick up or cancel). */
	answer: v.nullish(v.picklist(["accept", "reject"])),
	timestamp: OptionalTextSchema
});
var TrackingFeedResultSchema = v.object({
	feed: v.nullish(CustomerFeedSchema),
	/** The open failed-delivery (or failed-pickup) reason code the shopper may answer, if any. */
	new_ndr: v.nullish(v.pipe(v.number(), v.integer()))
});
envelopeSchema(TrackingFeedResultSchema);
/**
* The body of POST (new) or PUT (update) tracking-feed. Only `issue_id` is always needed;
* which other fields a reason needs is decided by the ndr and pickup form rules.
*/
var TrackingFeedBodySchema = v.object({
	issue_id: v.pipe(v.number("issue_id must be a number."), v.integer("issue_id must be a whole number.")),
	preferred_date: v.optional(v.pipe(v.string(), v.check(isCalendarDate, "Please enter a vaild date."))),
	preferred_time: v.optional(v.string()),
	address: v.optional(v.pipe(v.string(), v.trim(), v.minLength(10, "Please enter at least 10 characters and no more than 600."), v.maxLength(600, "Please enter at least 10 characters and no more than 600."))),
	drop_pincode: v.optional(SixDigitPincodeSchema),
	landmark: v.optional(v.string()),
	phone_number: v.optional(TenDigitPhoneSchema),
	comment: v.optional(v.pipe(v.string(), v.maxLength(1e3, "comment is too long."))),
	answer: v.optional(v.picklist(["accept", "reject"], "answer must be accept or reject."))
});
/** GET tracking-ops-feed: the operations view names its user. */
var OpsFeedQuerySchema = v.object({
	username: requiredParam("username"),
	tracking_id: requiredParam("tracking_id"),
	security_key: SecurityKeyParamSchema
});
/** How operations classified the issue (spec section 3, Ops issue config). */
var IssueConfigSchema = v.object({
	bucket_name: OptionalTextSchema,
	bucket_id: v.nullish(v.number()),
	issue_id: v.nullish(v.number()),
	issue_name: OptionalTextSchema,
	raw_issue_desc: OptionalTextSchema,
	/** The non-pickup (npr) bucket code. */
	npr_bucket: v.nullish(v.union([v.number(), v.string()]))
});
var OpsFeedResultSchema = v.object({ feed: v.nullish(v.object({ issue_config: v.nullish(IssueConfigSchema) })) });
envelopeSchema(OpsFeedResultSchema);
export { TrackingFeedResultSchema as a, dayOfWeek as c, TrackingFeedQuerySchema as i, isCalendarDate as l, OpsFeedResultSchema as n, addDays as o, TrackingFeedBodySchema as r, calendarDateOf as s, OpsFeedQuerySchema as t };
