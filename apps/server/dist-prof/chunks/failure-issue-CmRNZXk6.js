import { r as buildTimeline, t as buildForwardTimeline } from "./forward-timeline-waqcqBc_.js";
import { C as REVERSE_STAGE_TONE, N as forwardStageOfCode, S as REVERSE_STAGE_LABEL, b as can, d as NDR_OTHER_REASON, f as ndrReasonOf, o as PICKUP_OTHER_REASON, s as pickupReasonOf, w as reverseStageOfCode, x as trackingAccessOf } from "../main.js";
// ../../packages/core/src/timeline/reverse-pickup-timeline.ts
var HAPPY_PATH = [
	"requested",
	"out-for-pickup",
	"picked-up",
	"returned-to-warehouse"
];
function buildReversePickupTimeline(latestCode) {
	const stage = reverseStageOfCode(latestCode) ?? "requested";
	const plan = (key) => ({
		key,
		label: REVERSE_STAGE_LABEL[key],
		at: null,
		tone: REVERSE_STAGE_TONE[key]
	});
	let keys;
	switch (stage) {
		case "cancelled":
			keys = ["requested", "cancelled"];
			break;
		case "failed":
			keys = [
				"requested",
				"out-for-pickup",
				"failed",
				"picked-up",
				"returned-to-warehouse"
			];
			break;
		default: keys = [...HAPPY_PATH];
	}
	return {
		...buildTimeline(keys.map(plan), keys.indexOf(stage)),
		stage,
		tone: REVERSE_STAGE_TONE[stage],
		showActionForm: stage === "failed"
	};
}
// ../../packages/ui/src/feed-forms/feed-direction.ts
var REASON_TABLE = {
	delivery: {
		of: ndrReasonOf,
		other: NDR_OTHER_REASON
	},
	pickup: {
		of: pickupReasonOf,
		other: PICKUP_OTHER_REASON
	}
};
/**
* The reason row for a failure code. No code at all (the courier gave none yet) reads like
* an unlisted code: being investigated.
*/
function failureReasonFor(direction, code) {
	const table = REASON_TABLE[direction];
	return code === null || code === void 0 ? table.other : table.of(code);
}
// ../../packages/ui/src/feed-forms/failure-offer.ts
/** A forward stage that is not an open failure, and what to tell the shopper. */
var NOT_OFFERED_AT_FORWARD_STAGE = {
	"order-placed": "no-failure",
	"ready-to-ship": "no-failure",
	dispatched: "no-failure",
	"in-transit": "no-failure",
	"out-for-delivery": "out-for-delivery",
	delivered: "delivered",
	cancelled: "closed",
	lost: "closed",
	damaged: "closed",
	expired: "closed",
	"failed-delivery": "form-off",
	"returned-to-origin": "closed"
};
var NOT_OFFERED_AT_REVERSE_STAGE = {
	requested: "pickup-not-failed",
	"out-for-pickup": "pickup-not-failed",
	failed: "pickup-not-failed",
	"picked-up": "picked-up",
	cancelled: "pickup-cancelled",
	"returned-to-warehouse": "picked-up"
};
function deliveryStageOffer(entry) {
	if (entry.config.is_rvp) return {
		kind: "not-offered",
		reason: "is-pickup"
	};
	const timeline = buildForwardTimeline({
		latestStatus: entry.latest_status,
		scans: entry.scans,
		shipDate: entry.config.ship_date,
		failedDeliveryFormEnabled: entry.config.enable_failed_delivery,
		formStatusCodes: entry.config.form_status_codes
	});
	if (timeline.showActionForm) return { kind: "open" };
	const failedBefore = entry.scans.some((scan) => forwardStageOfCode(scan.code) === "failed-delivery");
	const reason = NOT_OFFERED_AT_FORWARD_STAGE[timeline.stage];
	return {
		kind: "not-offered",
		reason: reason === "out-for-delivery" && failedBefore ? "reattempt" : reason
	};
}
function pickupStageOffer(entry) {
	if (!entry.config.is_rvp) return {
		kind: "not-offered",
		reason: "is-delivery"
	};
	const timeline = buildReversePickupTimeline(entry.latest_status.code);
	return timeline.showActionForm ? { kind: "open" } : {
		kind: "not-offered",
		reason: NOT_OFFERED_AT_REVERSE_STAGE[timeline.stage]
	};
}
var STAGE_OFFER = {
	delivery: deliveryStageOffer,
	pickup: pickupStageOffer
};
/**
* Whether the shipment's status lets the shopper answer a failure at all. Known from
* track-order alone, so the page can say so without waiting for the feed. A shopper
* without a valid security key (when the brand checks keys) may not raise a concern.
*/
function stageOfferOf(direction, entry) {
	const access = trackingAccessOf({
		enableSecurityCheck: entry.enable_security_check,
		securityKeyValid: entry.security_key_valid
	});
	if (!can(access, "raise-concern")) return {
		kind: "not-offered",
		reason: "no-access"
	};
	return STAGE_OFFER[direction](entry);
}
/**
* What the failure page shows: nothing to answer (and why), the reason with no form, or
* the form of the open failure's reason code (new_ndr), with the concern already raised
* for that same failure, if any.
*/
function failureOfferOf(direction, entry, feed) {
	const stage = stageOfferOf(direction, entry);
	if (stage.kind === "not-offered") return stage;
	const code = feed.new_ndr ?? null;
	const reason = failureReasonFor(direction, code);
	if (code === null || reason.form === "none") return {
		kind: "no-answer-needed",
		code,
		reason
	};
	const concern = feed.feed && feed.feed.issue_id === code ? feed.feed : null;
	return {
		kind: "form",
		code,
		reason,
		form: reason.form,
		concern
	};
}
// ../../packages/ui/src/feed-forms/not-offered-text.ts
/** Why there is nothing to answer, told plainly; the page adds a link back to tracking. */
var NOT_OFFERED_TEXT = {
	"no-access": { id: "n1IFzJ" },
	"is-pickup": { id: "HR0hyx" },
	"is-delivery": { id: "b2UpBe" },
	"no-failure": { id: "FdXt8U" },
	"out-for-delivery": { id: "HtRJtR" },
	reattempt: { id: "hFi2ai" },
	delivered: { id: "XFNLtk" },
	closed: { id: "Jhl2tL" },
	"form-off": { id: "VohCUH" },
	"pickup-not-failed": { id: "6XIFB0" },
	"picked-up": { id: "qHC3HO" },
	"pickup-cancelled": { id: "1TQtEZ" }
};
// ../portal/src/screens/delivery-issue/issue-links.ts
/** The parameters that identify the shipment, carried from page to page in this order. */
var CARRIED = [
	"waybill",
	"order_id",
	"cp_id",
	"security_key"
];
var PATH = {
	tracking: "/tracking",
	reverse: "/reverse",
	"reverse-issue": "/reverse/issue",
	issue: "/issue"
};
/** E.g. "/ar/reverse/issue?waybill=X&security_key=K": the same shipment on another page. */
function issueLink(target, params, routePrefix) {
	const query = new URLSearchParams();
	for (const name of CARRIED) {
		const value = params[name];
		if (value) query.set(name, value);
	}
	const search = query.toString();
	return `${routePrefix}${PATH[target]}${search ? `?${search}` : ""}`;
}
export { buildReversePickupTimeline as a, stageOfferOf as i, NOT_OFFERED_TEXT as n, failureOfferOf as r, issueLink as t };
