import { A as EXTRA_STATUS_LABEL, N as forwardStageOfCode, P as eventTime, T as effectiveForwardStage, j as FORWARD_STAGE_LABEL } from "../main.js";
// ../../packages/core/src/timeline/progress.ts
/**
* Progress-bar positions for timelines of 2 to 7 steps (spec section 4): the first step
* sits at 0 %, the last at 100 %, the rest evenly between, rounded.
*/
var PROGRESS_BY_STEP_COUNT = {
	2: [0, 100],
	3: [
		0,
		50,
		100
	],
	4: [
		0,
		33,
		67,
		100
	],
	5: [
		0,
		25,
		50,
		75,
		100
	],
	6: [
		0,
		20,
		40,
		60,
		80,
		100
	],
	7: [
		0,
		17,
		33,
		50,
		67,
		83,
		100
	]
};
function isTimelineLength(count) {
	return count in PROGRESS_BY_STEP_COUNT;
}
/** The position of step `index` in a timeline of `count` steps. */
function progressOfStep(index, count) {
	if (isTimelineLength(count)) {
		const value = PROGRESS_BY_STEP_COUNT[count][index];
		if (value !== void 0) return value;
	}
	if (count <= 1) return 100;
	return Math.round(Math.min(Math.max(index, 0), count - 1) / (count - 1) * 100);
}
// ../../packages/core/src/timeline/build-steps.ts
/**
* Turns planned steps and the current index into a timeline: steps before the current one
* are complete (green), the current one keeps its own tone, later ones are upcoming.
*/
function buildTimeline(plan, currentIndex) {
	return {
		steps: plan.map((step, index) => ({
			key: step.key,
			label: step.label,
			state: index < currentIndex ? "complete" : index === currentIndex ? "current" : "upcoming",
			at: index <= currentIndex ? step.at : null,
			tone: index < currentIndex ? "success" : index === currentIndex ? step.tone : "neutral",
			progress: progressOfStep(index, plan.length)
		})),
		currentIndex,
		progress: progressOfStep(currentIndex, plan.length)
	};
}
// ../../packages/core/src/status/status-tone.ts
/**
* Lost and damaged goods are gone for the shopper (red). Everything else that stops the
* delivery - a failed attempt, cancellation, expiry, return to origin - still needs the
* shopper's or brand's attention, so it is a failure (orange).
*/
var FORWARD_STAGE_TONE = {
	"order-placed": "neutral",
	"ready-to-ship": "progress",
	dispatched: "progress",
	"in-transit": "progress",
	"out-for-delivery": "progress",
	delivered: "success",
	cancelled: "failure",
	lost: "lost",
	damaged: "lost",
	expired: "failure",
	"failed-delivery": "failure",
	"returned-to-origin": "failure"
};
// ../../packages/core/src/timeline/forward-timeline.ts
/** The step that shows each stage. */
var FORWARD_STEP_OF_STAGE = {
	"order-placed": "placed",
	"ready-to-ship": "ready-to-ship",
	dispatched: "dispatched",
	"in-transit": "in-transit",
	"out-for-delivery": "out-for-delivery",
	delivered: "delivered",
	cancelled: "cancelled",
	lost: "lost",
	damaged: "damaged",
	expired: "expired",
	"failed-delivery": "failed",
	"returned-to-origin": "returned"
};
var FORWARD_STEP_LABEL = {
	placed: FORWARD_STAGE_LABEL["order-placed"],
	"ready-to-ship": FORWARD_STAGE_LABEL["ready-to-ship"],
	dispatched: FORWARD_STAGE_LABEL.dispatched,
	"in-transit": FORWARD_STAGE_LABEL["in-transit"],
	"out-for-delivery": FORWARD_STAGE_LABEL["out-for-delivery"],
	failed: FORWARD_STAGE_LABEL["failed-delivery"],
	delivered: FORWARD_STAGE_LABEL.delivered,
	cancelled: FORWARD_STAGE_LABEL.cancelled,
	lost: FORWARD_STAGE_LABEL.lost,
	damaged: FORWARD_STAGE_LABEL.damaged,
	expired: FORWARD_STAGE_LABEL.expired,
	returned: EXTRA_STATUS_LABEL.returned
};
/** Stages that end the timeline early: the steps reached so far, then this one. */
var SHORTENED_BY = [
	"cancelled",
	"lost",
	"damaged",
	"expired",
	"returned-to-origin"
];
/** The happy path, in order; ready-to-ship only when the shipment has one. */
var HAPPY_PATH = [
	"placed",
	"ready-to-ship",
	"dispatched",
	"in-transit",
	"out-for-delivery",
	"delivered"
];
var HAPPY_STAGE_OF_STEP = {
	placed: "order-placed",
	"ready-to-ship": "ready-to-ship",
	dispatched: "dispatched",
	"in-transit": "in-transit",
	"out-for-delivery": "out-for-delivery",
	delivered: "delivered"
};
/** How far along the happy path each stage proves the shipment got. */
var HAPPY_REACH_OF_STAGE = {
	"order-placed": "placed",
	"ready-to-ship": "ready-to-ship",
	dispatched: "dispatched",
	"in-transit": "in-transit",
	"out-for-delivery": "out-for-delivery",
	"failed-delivery": "out-for-delivery",
	delivered: "delivered",
	cancelled: "placed",
	lost: "placed",
	damaged: "placed",
	expired: "placed",
	"returned-to-origin": "placed"
};
/**
* The forward timeline of spec section 4: placed, (ready to ship), dispatched, in transit,
* out for delivery, delivered. A failure adds a failed step before delivered; cancelled,
* lost, damaged, expired and RTO keep the steps reached so far and end in their own step.
*/
function buildForwardTimeline(input) {
	const events = [...input.scans, input.latestStatus].sort((a, b) => eventTime(a) - eventTime(b));
	const stage = effectiveForwardStage(input.latestStatus, input.scans);
	const withReadyToShip = Boolean(input.shipDate) || stage === "ready-to-ship" || events.some((e) => forwardStageOfCode(e.code) === "ready-to-ship");
	const happy = HAPPY_PATH.filter((step) => step !== "ready-to-ship" || withReadyToShip);
	const firstAt = firstTimes(events, input.shipDate);
	const plan = (key, tone = "progress") => ({
		key,
		label: FORWARD_STEP_LABEL[key],
		at: firstAt.get(key) ?? null,
		tone
	});
	const toneOf = (step) => FORWARD_STAGE_TONE[HAPPY_STAGE_OF_STEP[step]];
	let steps;
	if (isShortened(stage)) {
		const reach = furthestReach(events, happy);
		steps = [...happy.slice(0, Math.min(happy.indexOf(reach), happy.indexOf("out-for-delivery")) + 1).map((s) => plan(s, toneOf(s))), plan(FORWARD_STEP_OF_STAGE[stage], FORWARD_STAGE_TONE[stage])];
	} else {
		steps = happy.map((s) => plan(s, toneOf(s)));
		if (stage === "failed-delivery") steps.splice(steps.length - 1, 0, plan("failed", FORWARD_STAGE_TONE["failed-delivery"]));
	}
	const current = FORWARD_STEP_OF_STAGE[stage];
	return {
		...buildTimeline(steps, steps.findIndex((s) => s.key === current)),
		stage,
		tone: FORWARD_STAGE_TONE[stage],
		showActionForm: stage === "failed-delivery" && isFormAllowed(input, events)
	};
}
function isShortened(stage) {
	return SHORTENED_BY.includes(stage);
}
/** The furthest happy-path step any event proves, among the steps this timeline has. */
function furthestReach(events, happy) {
	let best = 0;
	for (const event of events) {
		const stage = forwardStageOfCode(event.code);
		if (!stage) continue;
		best = Math.max(best, happy.indexOf(HAPPY_REACH_OF_STAGE[stage]));
	}
	return happy[best] ?? "placed";
}
/** Steps that can repeat (another delivery run, another failed attempt) show their newest time. */
var REPEATING_STEPS = /* @__PURE__ */ new Set(["out-for-delivery", "failed"]);
/**
* When each step was reached: its first scan, or the newest one for repeating steps. The
* ship date stands for ready-to-ship.
*/
function firstTimes(sorted, shipDate) {
	const out = /* @__PURE__ */ new Map();
	if (shipDate) {
		const ship = new Date(shipDate);
		if (!Number.isNaN(ship.getTime())) out.set("ready-to-ship", ship);
	}
	for (const event of sorted) {
		const stage = forwardStageOfCode(event.code);
		const time = eventTime(event);
		if (!stage || !Number.isFinite(time)) continue;
		const key = FORWARD_STEP_OF_STAGE[stage];
		if (!out.has(key) || REPEATING_STEPS.has(key)) out.set(key, new Date(time));
	}
	return out;
}
/** The newest failure's code must be one the brand opens the form for. */
function isFormAllowed(input, sorted) {
	if (input.failedDeliveryFormEnabled === false) return false;
	const codes = input.formStatusCodes ?? [];
	if (codes.length === 0) return true;
	const failure = [...sorted].reverse().find((e) => forwardStageOfCode(e.code) === "failed-delivery");
	return failure !== void 0 && codes.includes(failure.code);
}
export { FORWARD_STAGE_TONE as n, buildTimeline as r, buildForwardTimeline as t };
