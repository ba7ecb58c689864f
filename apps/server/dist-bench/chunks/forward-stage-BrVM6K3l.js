// ../../packages/core/src/dates/instant.ts
var MS_PER_DAY = 864e5;
/** Milliseconds since the epoch; NaN when the text is not a date. */
function toEpochMs(instant) {
	return instant instanceof Date ? instant.getTime() : Date.parse(instant);
}
/**
* True when `since` is at most `days` x 24 hours before `now` (and not in the future).
* Windows like "within 3 days of delivery" count elapsed time, not calendar days, so they
* do not depend on the viewer's time zone.
*/
function isWithinDays(since, now, days) {
	const elapsed = now.getTime() - toEpochMs(since);
	return elapsed >= 0 && elapsed <= days * MS_PER_DAY;
}
// ../../packages/core/src/status/status-event.ts
/** Unknown or unparsable times sort first, so a dated scan always wins over them. */
function eventTime(event) {
	const ms = toEpochMs(event.timestamp);
	return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}
// ../../packages/core/src/status/forward-stage.ts
/**
* Forward (delivery) stages and the courier status codes that map to them (spec section 4,
* "Forward status codes to stages").
*/
var FORWARD_STAGES = [
	"order-placed",
	"ready-to-ship",
	"dispatched",
	"in-transit",
	"out-for-delivery",
	"delivered",
	"cancelled",
	"lost",
	"damaged",
	"expired",
	"failed-delivery",
	"returned-to-origin"
];
/** The spec's forward table. 1001 is the portal's own code for "ready to ship". */
var FORWARD_CODES_BY_STAGE = {
	"order-placed": [
		1,
		2,
		3,
		28,
		25
	],
	"ready-to-ship": [1001],
	dispatched: [4],
	"in-transit": [
		5,
		18,
		19,
		20
	],
	"out-for-delivery": [6],
	delivered: [8, 32],
	cancelled: [10],
	lost: [16],
	damaged: [17],
	expired: [23],
	"failed-delivery": [7, 9],
	"returned-to-origin": [
		11,
		12,
		13,
		14,
		15,
		21,
		26,
		27
	]
};
var FORWARD_STAGE_BY_CODE = new Map(FORWARD_STAGES.flatMap((stage) => FORWARD_CODES_BY_STAGE[stage].map((code) => [code, stage])));
/** The stage of a forward status code, or undefined for a code the table does not list. */
function forwardStageOfCode(code) {
	return FORWARD_STAGE_BY_CODE.get(code);
}
export { isWithinDays as i, forwardStageOfCode as n, eventTime as r, FORWARD_CODES_BY_STAGE as t };
