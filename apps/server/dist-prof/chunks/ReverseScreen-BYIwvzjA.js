import { u as readTrackOrderResult } from "./return-reasons-P7TGR6k3.js";
import { t as ERROR_MESSAGE } from "./error-messages-D4LSaDCw.js";
import { C as REVERSE_STAGE_TONE, S as REVERSE_STAGE_LABEL, X as useFormatters, n as usePortal } from "../main.js";
import { a as buildReversePickupTimeline, i as stageOfferOf, n as NOT_OFFERED_TEXT, t as issueLink } from "./failure-issue-CmRNZXk6.js";
import { Trans, useLingui } from "@lingui/react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../portal/src/screens/reverse/PickupTimeline.tsx
/**
* A reverse pickup's steps as an ordered list: data-state (complete, current, upcoming)
* and data-tone per step for brand styling; the current step is aria-current.
*/
function PickupTimeline({ timeline }) {
	const { _: _t, i18n } = useLingui();
	return /* @__PURE__ */ jsx("ol", {
		className: "portal-pickup-timeline",
		"aria-label": _t({ id: "BQ9K0X" }),
		"data-stage": timeline.stage,
		"data-progress": timeline.progress,
		children: timeline.steps.map((step) => /* @__PURE__ */ jsx("li", {
			"data-step": step.key,
			"data-state": step.state,
			"data-tone": step.tone,
			"aria-current": step.state === "current" ? "step" : void 0,
			children: i18n._(step.label)
		}, step.key))
	});
}
// ../portal/src/screens/reverse/ReverseScreen.tsx
/**
* `/reverse`: a return pickup's stages (core's reverse codes) as a timeline, rendered on the
* server from the inlined track-order answer. When the pickup failed, Take Action opens
* `/reverse/issue` for the same shipment.
*/
function ReverseScreen() {
	const { _: _t, i18n } = useLingui();
	const { state } = usePortal();
	const answer = state.tracking;
	const lookup = answer?.kind === "result" ? readTrackOrderResult(answer.result) : void 0;
	const trackingHref = issueLink("tracking", state.page.params, state.user.routePrefix);
	if (lookup?.kind !== "waybill") return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-issue",
		"data-screen": "reverse",
		"data-state": "not-found",
		"aria-labelledby": "screen-title",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "screen-title",
			role: "alert",
			children: i18n._(ERROR_MESSAGE["tracking-not-found"])
		}), lookup?.kind === "order" ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
			href: trackingHref,
			children: _t({ id: "g4nA2z" })
		}) }) : null]
	});
	return /* @__PURE__ */ jsx(PickupDetail, {
		waybill: lookup.waybill,
		entry: lookup.entry,
		trackingHref
	});
}
function PickupDetail({ waybill, entry, trackingHref }) {
	const { _: _t2, i18n } = useLingui();
	const format = useFormatters();
	const { state } = usePortal();
	if (!entry.config.is_rvp) return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-issue",
		"data-screen": "reverse",
		"data-state": "is-delivery",
		"aria-labelledby": "screen-title",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "screen-title",
			children: i18n._(NOT_OFFERED_TEXT["is-delivery"])
		}), /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
			href: trackingHref,
			children: _t2({ id: "xbUymd" })
		}) })]
	});
	const timeline = buildReversePickupTimeline(entry.latest_status.code);
	const canAct = stageOfferOf("pickup", entry).kind === "open";
	const latest = entry.latest_status;
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-issue portal-reverse",
		"data-screen": "reverse",
		"data-state": "found",
		"data-stage": timeline.stage,
		"data-tone": REVERSE_STAGE_TONE[timeline.stage],
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsxs("p", {
				"data-part": "shipment",
				children: [
					/* @__PURE__ */ jsx(Trans, { id: "UXeUjm" }),
					" · ",
					/* @__PURE__ */ jsx(Trans, { id: "8vWGu9" }),
					" ",
					/* @__PURE__ */ jsx("bdi", { children: waybill })
				]
			}),
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				"data-testid": "pickup-status",
				children: i18n._(REVERSE_STAGE_LABEL[timeline.stage])
			}),
			/* @__PURE__ */ jsxs("dl", {
				"data-part": "facts",
				children: [entry.cp_name ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "m7JthD" }) }), /* @__PURE__ */ jsx("dd", { children: entry.cp_name })] }) : null, /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "o1zvNS" }) }), /* @__PURE__ */ jsxs("dd", {
					"data-testid": "pickup-last-update",
					children: [/* @__PURE__ */ jsx("time", {
						dateTime: latest.timestamp,
						children: format.dateTime(latest.timestamp)
					}), latest.location ? /* @__PURE__ */ jsxs(Fragment, { children: [" · ", latest.location] }) : null]
				})] })]
			}),
			/* @__PURE__ */ jsx(PickupTimeline, { timeline }),
			canAct ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				"data-part": "take-action",
				href: issueLink("reverse-issue", state.page.params, state.user.routePrefix),
				children: _t2({ id: "wlXQ2M" })
			}) }) : timeline.showActionForm ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: i18n._(NOT_OFFERED_TEXT["no-access"])
			}) : null
		]
	});
}
export { ReverseScreen as default };
