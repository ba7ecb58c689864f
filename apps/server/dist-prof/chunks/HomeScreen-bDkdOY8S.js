import { $ as readLinkParams, A as EXTRA_STATUS_LABEL, B as ratingPromptOf, D as ORDER_BUTTON_LABEL, F as RATING_PROMPT_LABEL, H as scoreOfStars, I as RATING_WORD_LABEL, J as VALIDATION_MESSAGE, K as RatingSchema, L as STARS, M as isRatingAllowed, N as forwardStageOfCode, O as listedOrderShipments, Q as isTrackingUrl, R as STAR_WORD, U as validationMessageOf, V as ratingWordOf, X as useFormatters, Y as useNow, Z as LINK_PARAMS, _ as eddMessageOf, b as can, et as matchRoute, g as EDD_MESSAGE_IDS, h as EDD_MESSAGE, i as apiOk, j as FORWARD_STAGE_LABEL, k as orderButtonOf, n as usePortal, q as commentSchemaFor, r as apiFail, t as toast, x as trackingAccessOf, y as isContactUpdateAllowed, z as ZERO_TO_TEN } from "../main.js";
import { n as useStore, r as createStore, t as trackingOutcomeOf } from "./tracking-outcome-68JV2B-U.js";
import { t as ERROR_MESSAGE } from "./error-messages-D4LSaDCw.js";
import { n as FORWARD_STAGE_TONE, t as buildForwardTimeline } from "./forward-timeline-waqcqBc_.js";
import { u as readTrackOrderResult } from "./return-reasons-P7TGR6k3.js";
import { n as TOAST_MESSAGE, r as feedbackThanksOf, t as TOAST_DURATION_MS } from "./toast-messages-CRFCFvva.js";
import { i as isCalendarDate } from "./calendar-date-CAhY9bQp.js";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react";
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../../packages/ui/src/rating/rating-score.ts
/**
* A rating as the shopper picks it is a value on the brand's scale (1-5 stars or 0-10);
* core's rules (prompts, words, thanks) read the 0-10 score. These keep the two apart.
*/
var SCALE_VALUES = {
	stars: STARS,
	"zero-to-ten": ZERO_TO_TEN
};
/** The largest value of a scale: "4 out of 5", "8 out of 10". */
var SCALE_MAX = {
	stars: 5,
	"zero-to-ten": 10
};
function isScaleValue(scale, value) {
	return SCALE_VALUES[scale].includes(value);
}
function asStars(value) {
	return Math.min(5, Math.max(1, Math.round(value)));
}
/** The 0-10 score of a value on the brand's scale. */
function scoreOf(scale, value) {
	return scale === "stars" ? scoreOfStars(asStars(value)) : value;
}
/** The word a value shows (a star's own word; 0-10 by score). */
function wordOf(scale, value) {
	return scale === "stars" ? STAR_WORD[asStars(value)] : ratingWordOf(value);
}
/** Which prompt the comment box shows; `data-score-band` carries it for brand styling. */
function bandOf(scale, value) {
	return value === null ? void 0 : ratingPromptOf(scoreOf(scale, value));
}
// ../../packages/ui/src/rating/rating-store.ts
function createRatingStore({ scale, locale, existing, requireComment = false }) {
	return createStore()((set, get) => ({
		scale,
		locale,
		requireComment,
		value: existing ? existing.value : null,
		comment: existing?.comment ?? "",
		phase: existing ? "rated" : "open",
		ratedBefore: Boolean(existing),
		errors: {},
		submitError: null,
		choose(value) {
			if (get().phase !== "open" || !isScaleValue(get().scale, value)) return;
			set((s) => ({
				value,
				errors: {
					...s.errors,
					rating: void 0
				}
			}));
		},
		setComment(comment) {
			if (get().phase !== "open") return;
			set((s) => ({
				comment,
				errors: {
					...s.errors,
					comment: void 0
				}
			}));
		},
		begin() {
			const state = get();
			if (state.phase !== "open") return false;
			const errors = errorsOf(state);
			if (errors.rating || errors.comment) {
				set({ errors });
				return false;
			}
			set({
				phase: "submitting",
				errors: {},
				submitError: null
			});
			return true;
		},
		succeed() {
			set({ phase: "rated" });
		},
		fail(message) {
			set({
				phase: "open",
				submitError: message
			});
		}
	}));
}
function errorsOf(state) {
	const score = state.value === null ? void 0 : scoreOf(state.scale, state.value);
	const skipComment = !state.requireComment && state.comment.trim() === "";
	return {
		rating: validationMessageOf(RatingSchema, score),
		comment: skipComment ? void 0 : validationMessageOf(commentSchemaFor(state.locale), state.comment)
	};
}
// ../../packages/ui/src/rating/rating-context.tsx
var RatingStoreContext = createContext(null);
/** One store per widget instance, created on first render from `init` (later changes are ignored). */
function RatingProvider({ init, children }) {
	const [store] = useState(() => createRatingStore(init));
	return /* @__PURE__ */ jsx(RatingStoreContext.Provider, {
		value: store,
		children
	});
}
function useRatingStoreApi() {
	const store = useContext(RatingStoreContext);
	if (!store) throw new Error("Rating hooks must be used inside <RatingProvider>");
	return store;
}
function useRatingStore(selector) {
	return useStore(useRatingStoreApi(), selector);
}
// ../../packages/ui/src/rating/use-rating.ts
/** Props for the widget's outer element: brands style by these. */
function useRatingRoot() {
	const phase = useRatingStore((s) => s.phase);
	const scale = useRatingStore((s) => s.scale);
	const value = useRatingStore((s) => s.value);
	const ratedBefore = useRatingStore((s) => s.ratedBefore);
	return {
		phase,
		rootProps: {
			"data-rating": "",
			"data-state": phase,
			"data-scale": scale,
			"data-score-band": bandOf(scale, value),
			"data-rated-before": ratedBefore ? "true" : void 0
		}
	};
}
/** The scale as a radio group: arrow keys move between values, as for any radio group. */
function useRatingField() {
	const { _: _t, i18n } = useLingui();
	const scale = useRatingStore((s) => s.scale);
	const value = useRatingStore((s) => s.value);
	const phase = useRatingStore((s) => s.phase);
	const error = useRatingStore((s) => s.errors.rating);
	const choose = useRatingStore((s) => s.choose);
	const name = useId();
	const errorId = useId();
	const describedBy = error ? errorId : void 0;
	const options = SCALE_VALUES[scale].map((option) => {
		const word = i18n._(RATING_WORD_LABEL[wordOf(scale, option)]);
		const checked = value === option;
		const filled = scale === "stars" && value !== null && option <= value;
		return {
			value: option,
			word,
			accessibleLabel: scale === "stars" ? _t({
				id: "pfrnZ2",
				values: {
					option,
					word
				}
			}) : _t({
				id: "S7ut4K",
				values: {
					option,
					word
				}
			}),
			checked,
			filled,
			inputProps: {
				type: "radio",
				name,
				value: String(option),
				checked,
				disabled: phase !== "open",
				onChange: () => choose(option),
				"aria-describedby": describedBy
			},
			optionProps: {
				"data-state": checked ? "checked" : "unchecked",
				"data-filled": filled ? "true" : void 0,
				"data-value": String(option)
			}
		};
	});
	return {
		scale,
		legend: scale === "stars" ? _t({ id: "kaRyvV" }) : _t({ id: "qpAQ9w" }),
		fieldsetProps: {
			"data-invalid": error ? "true" : void 0,
			"data-field": "rating"
		},
		options,
		/** The words at both ends of a 0-10 scale, shown under it. */
		ends: {
			start: options[0]?.word ?? "",
			end: options[options.length - 1]?.word ?? ""
		},
		selectedWord: options.find((o) => o.checked)?.word ?? "",
		error: error ? i18n._(VALIDATION_MESSAGE[error]) : "",
		errorProps: {
			id: errorId,
			role: "alert"
		}
	};
}
/** The comment box: shown once a value is picked, its label the prompt for that score. */
function useRatingComment() {
	const { _: _t2, i18n } = useLingui();
	const requireComment = useRatingStore((s) => s.requireComment);
	const scale = useRatingStore((s) => s.scale);
	const value = useRatingStore((s) => s.value);
	const comment = useRatingStore((s) => s.comment);
	const phase = useRatingStore((s) => s.phase);
	const error = useRatingStore((s) => s.errors.comment);
	const setComment = useRatingStore((s) => s.setComment);
	const id = useId();
	const errorId = useId();
	const hintId = useId();
	const band = bandOf(scale, value);
	const describedBy = [requireComment ? void 0 : hintId, error ? errorId : void 0].filter(Boolean).join(" ");
	return {
		visible: band !== void 0,
		band,
		prompt: band ? i18n._(RATING_PROMPT_LABEL[band]) : "",
		labelProps: { htmlFor: id },
		textareaProps: {
			id,
			name: "comment",
			value: comment,
			rows: 3,
			maxLength: 1e3,
			readOnly: phase !== "open",
			onChange: (event) => setComment(event.target.value),
			required: requireComment || void 0,
			"aria-invalid": error ? true : void 0,
			"aria-describedby": describedBy || void 0,
			"data-field": "comment"
		},
		/** "Optional", when the brand does not require a comment. */
		hint: requireComment ? "" : _t2({ id: "LLAa/9" }),
		hintProps: { id: hintId },
		error: error ? i18n._(VALIDATION_MESSAGE[error]) : "",
		errorProps: {
			id: errorId,
			role: "alert"
		}
	};
}
/** Moves focus to the first field with an error, after React has rendered the errors. */
function focusFirstInvalid(form) {
	setTimeout(() => {
		(form.querySelector("[data-field=\"rating\"][data-invalid=\"true\"]")?.querySelector("input:checked, input") ?? form.querySelector("[aria-invalid=\"true\"]"))?.focus();
	}, 0);
}
/**
* Submitting: validation by core's rules, one submit at a time (a second click while one
* runs does nothing), "action in progress" while it runs, the server's message on failure.
*/
function useRatingForm({ onSubmit }) {
	const { _: _t3, i18n } = useLingui();
	const store = useRatingStoreApi();
	const phase = useRatingStore((s) => s.phase);
	const submitError = useRatingStore((s) => s.submitError);
	const submitting = phase === "submitting";
	return {
		phase,
		formProps: {
			onSubmit: useCallback((event) => {
				event.preventDefault();
				if (!store.getState().begin()) {
					if (store.getState().phase === "open") focusFirstInvalid(event.currentTarget);
					return;
				}
				const { scale, value, comment } = store.getState();
				if (value === null) return;
				onSubmit({
					value,
					score: scoreOf(scale, value),
					comment: comment.trim()
				}).then((outcome) => outcome.ok ? store.getState().succeed() : store.getState().fail(outcome.message), () => store.getState().fail(i18n._(ERROR_MESSAGE["something-went-wrong"])));
			}, [
				store,
				onSubmit,
				i18n
			]),
			noValidate: true,
			"aria-busy": submitting || void 0
		},
		submitButtonProps: {
			type: "submit",
			"aria-disabled": submitting || void 0,
			"data-state": phase
		},
		submitLabel: submitting ? _t3({ id: "MDqQmP" }) : _t3({ id: "hQRttt" }),
		/** Polite status: the action-in-progress text while the rating is being sent. */
		progress: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : "",
		progressProps: { role: "status" },
		error: submitError ?? "",
		errorProps: { role: "alert" }
	};
}
/** The read-only rating: from an earlier visit, or just sent (then it takes focus). */
function useRatedSummary() {
	const { _: _t4, i18n } = useLingui();
	const scale = useRatingStore((s) => s.scale);
	const value = useRatingStore((s) => s.value);
	const comment = useRatingStore((s) => s.comment);
	const ratedBefore = useRatingStore((s) => s.ratedBefore);
	const max = SCALE_MAX[scale];
	const word = value === null ? "" : i18n._(RATING_WORD_LABEL[wordOf(scale, value)]);
	const shown = value ?? 0;
	const focusWhenJustRated = useCallback((element) => {
		if (element && !ratedBefore) element.focus();
	}, [ratedBefore]);
	return {
		scale,
		/** False for a rating on record without a score: only the comment shows. */
		hasValue: value !== null,
		value: shown,
		max,
		word,
		comment,
		ratedBefore,
		heading: ratedBefore ? _t4({ id: "Bt5SKb" }) : _t4({ id: "iSwvGc" }),
		summaryProps: {
			ref: focusWhenJustRated,
			tabIndex: -1
		},
		/** The whole rating in words, for the visual stars or number. */
		valueLabel: scale === "stars" ? _t4({
			id: "s7hlLc",
			values: {
				shown,
				max,
				word
			}
		}) : _t4({
			id: "THOMvu",
			values: {
				shown,
				max,
				word
			}
		}),
		/** Stars 1..max with whether each is filled (stars scale). */
		stars: Array.from({ length: max }, (_, i) => ({
			position: i + 1,
			filled: i + 1 <= shown
		}))
	};
}
// ../../packages/ui/src/rating/visually-hidden.ts
/**
* Hidden on screen, still read and focusable: the radios behind the stars and the words
* behind the numbers. Inline, because it is behaviour (the widget must stay usable with no
* brand stylesheet), not brand styling.
*/
var VISUALLY_HIDDEN = {
	position: "absolute",
	inlineSize: 1,
	blockSize: 1,
	margin: -1,
	padding: 0,
	border: 0,
	overflow: "hidden",
	clip: "rect(0 0 0 0)",
	clipPath: "inset(50%)",
	whiteSpace: "nowrap"
};
// ../../packages/ui/src/rating/rating-widget.tsx
/**
* Thin, unstyled views over the rating hooks. Brands and the portal style them through
* `[data-rating]`, `[data-state]`, `[data-scale]`, `[data-score-band]` and `[data-part]`.
* Must be rendered inside <RatingProvider>.
*/
function RatingWidget({ title, onSubmit, className }) {
	const { phase, rootProps } = useRatingRoot();
	const titleId = useId();
	return /* @__PURE__ */ jsxs("section", {
		...rootProps,
		className,
		"aria-labelledby": titleId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: titleId,
			"data-part": "title",
			children: title
		}), phase === "rated" ? /* @__PURE__ */ jsx(RatedSummary, {}) : /* @__PURE__ */ jsx(RatingForm, { onSubmit })]
	});
}
function RatingForm({ onSubmit }) {
	const form = useRatingForm({ onSubmit });
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps,
		"data-part": "form",
		children: [
			/* @__PURE__ */ jsx(RatingScaleField, {}),
			/* @__PURE__ */ jsx(RatingCommentField, {}),
			/* @__PURE__ */ jsx("button", {
				...form.submitButtonProps,
				"data-part": "submit",
				children: form.submitLabel
			}),
			/* @__PURE__ */ jsx("p", {
				...form.progressProps,
				"data-part": "progress",
				children: form.progress
			}),
			/* @__PURE__ */ jsx("p", {
				...form.errorProps,
				"data-part": "submit-error",
				children: form.error
			})
		]
	});
}
/** Stars or 0-10, by the brand's scale: a fieldset of radios either way. */
function RatingScaleField() {
	const field = useRatingField();
	return /* @__PURE__ */ jsxs("fieldset", {
		...field.fieldsetProps,
		"data-part": "scale",
		children: [
			/* @__PURE__ */ jsx("legend", {
				"data-part": "legend",
				children: field.legend
			}),
			/* @__PURE__ */ jsx("div", {
				"data-part": "options",
				children: field.options.map((option) => /* @__PURE__ */ jsxs("label", {
					...option.optionProps,
					"data-part": "option",
					children: [
						/* @__PURE__ */ jsx("input", {
							...option.inputProps,
							style: VISUALLY_HIDDEN
						}),
						field.scale === "stars" ? /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							"data-part": "star",
							children: "★"
						}) : /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							"data-part": "number",
							children: option.value
						}),
						/* @__PURE__ */ jsx("span", {
							style: VISUALLY_HIDDEN,
							children: option.accessibleLabel
						})
					]
				}, option.value))
			}),
			field.scale === "zero-to-ten" ? /* @__PURE__ */ jsxs("p", {
				"aria-hidden": "true",
				"data-part": "ends",
				children: [/* @__PURE__ */ jsx("span", {
					"data-part": "start",
					children: field.ends.start
				}), /* @__PURE__ */ jsx("span", {
					"data-part": "end",
					children: field.ends.end
				})]
			}) : null,
			/* @__PURE__ */ jsx("p", {
				"aria-hidden": "true",
				"data-part": "selected-word",
				children: field.selectedWord
			}),
			field.error ? /* @__PURE__ */ jsx("p", {
				...field.errorProps,
				"data-part": "error",
				children: field.error
			}) : null
		]
	});
}
function RatingCommentField() {
	const comment = useRatingComment();
	if (!comment.visible) return null;
	return /* @__PURE__ */ jsxs("div", {
		"data-part": "comment",
		"data-score-band": comment.band,
		children: [
			/* @__PURE__ */ jsx("label", {
				...comment.labelProps,
				"data-part": "prompt",
				children: comment.prompt
			}),
			comment.hint ? /* @__PURE__ */ jsx("p", {
				...comment.hintProps,
				"data-part": "hint",
				children: comment.hint
			}) : null,
			/* @__PURE__ */ jsx("textarea", { ...comment.textareaProps }),
			comment.error ? /* @__PURE__ */ jsx("p", {
				...comment.errorProps,
				"data-part": "error",
				children: comment.error
			}) : null
		]
	});
}
function RatedSummary() {
	const summary = useRatedSummary();
	return /* @__PURE__ */ jsxs("div", {
		...summary.summaryProps,
		"data-part": "summary",
		children: [
			/* @__PURE__ */ jsx("p", {
				"data-part": "summary-heading",
				children: summary.heading
			}),
			summary.hasValue ? /* @__PURE__ */ jsxs("p", {
				role: "img",
				"aria-label": summary.valueLabel,
				"data-part": "summary-value",
				children: [
					summary.scale === "stars" ? summary.stars.map((star) => /* @__PURE__ */ jsx("span", {
						"data-part": "star",
						"data-filled": star.filled ? "true" : void 0,
						children: "★"
					}, star.position)) : /* @__PURE__ */ jsxs("span", {
						"data-part": "number",
						children: [
							summary.value,
							"/",
							summary.max
						]
					}),
					" ",
					/* @__PURE__ */ jsx("span", {
						"data-part": "word",
						children: summary.word
					})
				]
			}) : null,
			summary.comment ? /* @__PURE__ */ jsx("blockquote", {
				"data-part": "summary-comment",
				children: /* @__PURE__ */ jsx("p", { children: summary.comment })
			}) : null
		]
	});
}
// ../../packages/ui/src/tracking/entry-timeline.ts
/**
* The forward timeline of one shipment: core's rules (stages, shortened timelines, the
* "later scan wins" failure rule, progress) fed with the entry's scans and brand switches.
*/
function forwardTimelineOfEntry(entry) {
	return buildForwardTimeline({
		latestStatus: entry.latest_status,
		scans: entry.scans,
		shipDate: entry.config.ship_date ?? null,
		failedDeliveryFormEnabled: entry.config.enable_failed_delivery,
		formStatusCodes: entry.config.form_status_codes
	});
}
// ../../packages/ui/src/tracking/entry-access.ts
/** What this shopper may see and do, from the entry's security check answer (spec section 6). */
function trackingAccessOfEntry(entry) {
	return trackingAccessOf({
		enableSecurityCheck: entry.enable_security_check,
		securityKeyValid: entry.security_key_valid
	});
}
// ../../packages/ui/src/tracking/contact-update-state.ts
function contactUpdateStateOf(entry, access) {
	if (!can(access, "update-contact")) return "verify-link";
	if (!isContactUpdateAllowed({ scans: [...entry.scans, entry.latest_status] })) return "shipment-closed";
	return entry.config.allow_contact_update ? "allowed" : "not-offered";
}
/** The explanation shown beside a disabled Update Contact button. */
var CONTACT_UPDATE_NOTE = {
	allowed: null,
	"verify-link": { id: "dCAfgx" },
	"shipment-closed": { id: "OL5hF0" },
	"not-offered": { id: "Fh9n/p" }
};
var noSubscription = () => () => {};
var browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
var firstPaintTimeZone = () => "UTC";
/**
* The time zone to show times in: UTC while rendering on the server and hydrating (so the
* markup matches and React does not throw the page away), the device's own zone right after.
*/
function useDisplayTimeZone() {
	return useSyncExternalStore(noSubscription, browserTimeZone, firstPaintTimeZone);
}
// ../../packages/ui/src/tracking/LocalDateTime.tsx
/** A moment in the page's language and the shopper's time zone, machine-readable in `dateTime`. */
function LocalDateTime({ value, precision = "date-time", ...rest }) {
	const format = useFormatters();
	const timeZone = useDisplayTimeZone();
	const date = typeof value === "string" ? new Date(value) : value;
	if (Number.isNaN(date.getTime())) return null;
	const text = precision === "date" ? format.date(date, timeZone) : format.dateTime(date, timeZone);
	return /* @__PURE__ */ jsx("time", {
		dateTime: date.toISOString(),
		...rest,
		children: text
	});
}
// ../../packages/ui/src/tracking/use-timeline.ts
/** Read after each step's label by screen readers; sighted shoppers see it from the marker. */
var TIMELINE_STEP_STATE_TEXT = {
	complete: { id: "qqWcBV" },
	current: { id: "aYEinA" },
	upcoming: { id: "jWfdoZ" }
};
/**
* Prop bags for a timeline rendered as an ordered list. Brands style it by selector:
* `[data-part="timeline"][data-tone]`, `[data-part="step"][data-state][data-tone]`, and may
* draw a progress bar from `--portal-timeline-progress` (core's percentage for the current step).
*/
function useTimeline(timeline, options = {}) {
	const { _: _t, i18n } = useLingui();
	const current = timeline.steps[timeline.currentIndex];
	const tone = timeline.tone ?? current?.tone ?? "neutral";
	const style = {
		"--portal-timeline-progress": `${timeline.progress}%`,
		"--portal-timeline-steps": String(timeline.steps.length)
	};
	const stepNumber = timeline.currentIndex + 1;
	const stepCount = timeline.steps.length;
	return {
		rootProps: {
			"data-part": "timeline",
			"data-tone": tone,
			"data-progress": String(timeline.progress),
			"data-current": current?.key ?? "",
			style
		},
		listProps: { "aria-label": options.label ?? _t({ id: "76ipAk" }) },
		steps: timeline.steps.map((step) => ({
			key: step.key,
			label: i18n._(step.label),
			stateText: i18n._(TIMELINE_STEP_STATE_TEXT[step.state]),
			at: step.at,
			itemProps: {
				"data-part": "step",
				"data-state": step.state,
				"data-tone": step.tone,
				"data-step": step.key,
				...step.state === "current" ? { "aria-current": "step" } : {}
			}
		})),
		positionText: _t({
			id: "wc3UaS",
			values: {
				stepNumber,
				stepCount
			}
		})
	};
}
// ../../packages/ui/src/tracking/TrackingTimeline.tsx
/**
* A timeline as an ordered list: one step per item with its state and tone, the time it was
* reached, and the current step marked for assistive technology. The steps run along the
* inline axis (right to left in Arabic) on wider screens and down the page on phones.
*/
function TrackingTimeline({ timeline, label, className }) {
	const { rootProps, listProps, steps, positionText } = useTimeline(timeline, label === void 0 ? {} : { label });
	return /* @__PURE__ */ jsxs("div", {
		className: className ? `portal-timeline ${className}` : "portal-timeline",
		...rootProps,
		children: [
			/* @__PURE__ */ jsx("p", {
				"data-visually-hidden": true,
				children: positionText
			}),
			/* @__PURE__ */ jsx("div", {
				"data-part": "track",
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("div", { "data-part": "fill" })
			}),
			/* @__PURE__ */ jsx("ol", {
				"data-part": "steps",
				...listProps,
				children: steps.map((step) => /* @__PURE__ */ jsxs("li", {
					...step.itemProps,
					children: [/* @__PURE__ */ jsx("span", {
						"data-part": "marker",
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsxs("span", {
						"data-part": "text",
						children: [
							/* @__PURE__ */ jsx("span", {
								"data-part": "label",
								children: step.label
							}),
							/* @__PURE__ */ jsx("span", {
								"data-visually-hidden": true,
								children: step.stateText
							}),
							step.at ? /* @__PURE__ */ jsx(LocalDateTime, {
								"data-part": "time",
								value: step.at
							}) : null
						]
					})]
				}, step.key))
			})
		]
	});
}
// ../../packages/ui/src/tracking/use-edd-text.ts
function isEddMessageId(id) {
	return EDD_MESSAGE_IDS.includes(id);
}
/**
* The expected-delivery line for an edd_ui answer (spec section 4, ids 1-9; id 6 and unknown
* ids show nothing). A supplied date text in the API's YYYY-MM-DD form is shown in the page's
* language; any other date text is shown as the server wrote it.
*/
function useEddText(ui) {
	const { i18n } = useLingui();
	const format = useFormatters();
	if (!ui || !isEddMessageId(ui.message_id)) return void 0;
	const row = EDD_MESSAGE[ui.message_id];
	const supplied = ui.message?.trim() ?? "";
	const localized = row?.input === "date-text" && isCalendarDate(supplied) ? format.date(`${supplied}T00:00:00Z`, "UTC") : supplied;
	const descriptor = eddMessageOf({
		message_id: ui.message_id,
		message: localized
	});
	return descriptor ? i18n._(descriptor) : void 0;
}
// ../../packages/ui/src/tracking/TrackingStatus.tsx
/**
* The shipment at a glance: tracking ID, the stage as the page heading, the expected
* delivery, the courier (logo and name) and when the status last changed.
* Styling hooks: `[data-part="tracking-status"][data-stage][data-tone]`, `[data-fact]`.
*/
function TrackingStatus({ waybill, stage, tone, courier, lastUpdate, expectedDelivery, headingId }) {
	const { i18n } = useLingui();
	return /* @__PURE__ */ jsxs("div", {
		className: "portal-tracking-status",
		"data-part": "tracking-status",
		"data-stage": stage,
		"data-tone": tone,
		children: [
			/* @__PURE__ */ jsxs("p", {
				"data-part": "waybill",
				children: [
					/* @__PURE__ */ jsx(Trans, { id: "8vWGu9" }),
					" ",
					/* @__PURE__ */ jsx("bdi", { children: waybill })
				]
			}),
			/* @__PURE__ */ jsx("h1", {
				id: headingId,
				"data-part": "stage",
				"data-testid": "tracking-status",
				children: i18n._(FORWARD_STAGE_LABEL[stage])
			}),
			expectedDelivery ? /* @__PURE__ */ jsx("p", {
				"data-part": "expected-delivery",
				"data-testid": "tracking-edd",
				children: expectedDelivery
			}) : null,
			/* @__PURE__ */ jsxs("dl", {
				"data-part": "facts",
				children: [courier.name || courier.logoUrl ? /* @__PURE__ */ jsxs("div", {
					"data-fact": "courier",
					children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "m7JthD" }) }), /* @__PURE__ */ jsxs("dd", {
						"data-testid": "tracking-courier",
						children: [courier.logoUrl ? /* @__PURE__ */ jsx("img", {
							src: courier.logoUrl,
							alt: "",
							width: 24,
							height: 24,
							loading: "lazy",
							decoding: "async"
						}) : null, /* @__PURE__ */ jsx("span", { children: courier.name })]
					})]
				}) : null, lastUpdate ? /* @__PURE__ */ jsxs("div", {
					"data-fact": "last-update",
					children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "o1zvNS" }) }), /* @__PURE__ */ jsxs("dd", {
						"data-testid": "tracking-last-update",
						children: [/* @__PURE__ */ jsx(LocalDateTime, { value: lastUpdate.at }), lastUpdate.location ? /* @__PURE__ */ jsx("span", {
							"data-part": "location",
							children: lastUpdate.location
						}) : null]
					})]
				}) : null]
			})
		]
	});
}
// ../../packages/ui/src/tracking/ProductSummary.tsx
/**
* The ordered product (the order's first item): a small lazily loaded image with a fixed
* size, so the page does not jump when it arrives on a slow network, and its title.
*/
function ProductSummary({ title, imageUrl }) {
	const headingId = useId();
	if (!title && !imageUrl) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-tracking-card",
		"data-part": "product",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: /* @__PURE__ */ jsx(Trans, { id: "AAi9mw" })
		}), /* @__PURE__ */ jsxs("figure", { children: [imageUrl ? /* @__PURE__ */ jsx("img", {
			src: imageUrl,
			alt: "",
			width: 72,
			height: 72,
			loading: "lazy",
			decoding: "async"
		}) : null, title ? /* @__PURE__ */ jsx("figcaption", {
			"data-testid": "tracking-product",
			children: title
		}) : null] })]
	});
}
// ../../packages/ui/src/tracking/CustomerDetails.tsx
/**
* Who the shipment goes to. Only the fields the API sent are listed; phone and pincode read
* left to right in Arabic pages too. Styling hooks: `[data-part="customer"][data-masked]`.
*/
function CustomerDetails({ customer, masked }) {
	const headingId = useId();
	const hintId = useId();
	const { name, phone, address, pincode } = customer;
	if (!name && !phone && !address && !pincode) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-tracking-card",
		"data-part": "customer",
		"data-masked": masked ? "true" : "false",
		"aria-labelledby": headingId,
		"aria-describedby": masked ? hintId : void 0,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: /* @__PURE__ */ jsx(Trans, { id: "ydGAYD" })
			}),
			/* @__PURE__ */ jsxs("dl", { children: [
				name ? /* @__PURE__ */ jsxs("div", {
					"data-field": "name",
					children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "6YtxFj" }) }), /* @__PURE__ */ jsx("dd", { children: name })]
				}) : null,
				phone ? /* @__PURE__ */ jsxs("div", {
					"data-field": "phone",
					children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "zmwvG2" }) }), /* @__PURE__ */ jsx("dd", {
						dir: "ltr",
						children: phone
					})]
				}) : null,
				address ? /* @__PURE__ */ jsxs("div", {
					"data-field": "address",
					children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "Du6bPw" }) }), /* @__PURE__ */ jsx("dd", { children: address })]
				}) : null,
				pincode ? /* @__PURE__ */ jsxs("div", {
					"data-field": "pincode",
					children: [/* @__PURE__ */ jsx("dt", { children: /* @__PURE__ */ jsx(Trans, { id: "1XmnTb" }) }), /* @__PURE__ */ jsx("dd", {
						dir: "ltr",
						children: pincode
					})]
				}) : null
			] }),
			masked ? /* @__PURE__ */ jsx("p", {
				id: hintId,
				"data-part": "masked-hint",
				children: /* @__PURE__ */ jsx(Trans, { id: "U1tr8T" })
			}) : null
		]
	});
}
// ../../packages/ui/src/tracking/shipping-label-state.ts
var INITIAL_SHIPPING_LABEL_STATE = {
	phase: "idle",
	url: null,
	failure: null,
	inFlight: false,
	startedAt: null,
	polls: 0,
	retryAfterMs: null
};
/** Phases in which the action is in progress: the button is busy and cannot fire again. */
var SHIPPING_LABEL_BUSY = {
	idle: false,
	requesting: true,
	preparing: true,
	ready: false,
	failed: false
};
function shippingLabelReducer(state, event) {
	switch (event.type) {
		case "request":
			if (state.inFlight || SHIPPING_LABEL_BUSY[state.phase] || state.phase === "ready") return state;
			return {
				...INITIAL_SHIPPING_LABEL_STATE,
				phase: "requesting",
				inFlight: true,
				startedAt: event.at
			};
		case "poll":
			if (state.inFlight || state.phase !== "preparing") return state;
			return {
				...state,
				inFlight: true,
				polls: state.polls + 1
			};
		case "answer":
			if (!state.inFlight) return state;
			return answered(state, event.check);
		case "give-up":
			if (state.phase !== "preparing") return state;
			return {
				...state,
				phase: "failed",
				failure: "timeout",
				inFlight: false
			};
	}
}
function answered(state, check) {
	switch (check.status) {
		case "pending": return {
			...state,
			phase: "preparing",
			inFlight: false,
			retryAfterMs: check.retryAfterMs ?? null
		};
		case "ready": return {
			...state,
			phase: "ready",
			url: check.url,
			inFlight: false
		};
		case "failed": return {
			...state,
			phase: "failed",
			failure: "error",
			inFlight: false
		};
	}
}
/** Back-off between checks: soon at first (the demo is quick), then every 30 s at most. */
var LABEL_POLL_DELAYS_MS = [
	2e3,
	4e3,
	8e3,
	15e3,
	3e4
];
/** Stop asking after this long; the shopper can try again later. */
var LABEL_WAIT_LIMIT_MS = 6e5;
var MIN_POLL_DELAY_MS = 1e3;
/** The wait before the next check: the server's hint when it gave one, else the back-off. */
function nextLabelPollDelay(state, delays = LABEL_POLL_DELAYS_MS) {
	if (state.retryAfterMs !== null) return Math.max(MIN_POLL_DELAY_MS, state.retryAfterMs);
	return delays[Math.min(state.polls, delays.length - 1)] ?? MIN_POLL_DELAY_MS;
}
// ../../packages/ui/src/tracking/use-shipping-label.ts
/**
* Requests a shipping label and waits for it: one request at a time, checks again with a
* growing delay (or the server's hint), pauses while the page is hidden, stops after
* `waitLimitMs`, and offers the file when it is ready.
*/
function useShippingLabel(options) {
	const [state, dispatch] = useReducer(shippingLabelReducer, INITIAL_SHIPPING_LABEL_STATE);
	const statusId = useId();
	const latest = useRef(options);
	useLayoutEffect(() => {
		latest.current = options;
	});
	const sending = useRef(false);
	const controller = useRef(null);
	const send = useCallback(async () => {
		sending.current = true;
		const abort = new AbortController();
		controller.current = abort;
		let answer;
		try {
			answer = await latest.current.check(abort.signal);
		} catch {
			answer = { status: "failed" };
		}
		sending.current = false;
		if (abort.signal.aborted) return;
		dispatch({
			type: "answer",
			check: answer
		});
	}, []);
	useEffect(() => () => controller.current?.abort(), []);
	const busy = SHIPPING_LABEL_BUSY[state.phase];
	const request = useCallback(() => {
		if (sending.current || busy) {
			latest.current.onBusy?.();
			return;
		}
		dispatch({
			type: "request",
			at: (latest.current.now ?? Date.now)()
		});
		send();
	}, [busy, send]);
	useEffect(() => {
		if (state.phase !== "preparing" || state.inFlight) return;
		const { pollDelaysMs = LABEL_POLL_DELAYS_MS, waitLimitMs = LABEL_WAIT_LIMIT_MS, now = Date.now } = latest.current;
		let timer;
		const poll = () => {
			if (now() - (state.startedAt ?? now()) > waitLimitMs) {
				dispatch({ type: "give-up" });
				return;
			}
			if (typeof document !== "undefined" && document.visibilityState === "hidden") {
				document.addEventListener("visibilitychange", poll, { once: true });
				return;
			}
			dispatch({ type: "poll" });
			send();
		};
		timer = setTimeout(poll, nextLabelPollDelay(state, pollDelaysMs));
		return () => {
			clearTimeout(timer);
			if (typeof document !== "undefined") document.removeEventListener("visibilitychange", poll);
		};
	}, [state, send]);
	useEffect(() => {
		if (state.phase === "ready") latest.current.onReady?.();
		if (state.phase === "failed" && state.failure) latest.current.onFailed?.(state.failure);
	}, [state.phase, state.failure]);
	const dataState = { "data-state": state.phase };
	return {
		phase: state.phase,
		busy,
		failure: state.failure,
		buttonProps: {
			type: "button",
			onClick: request,
			"aria-describedby": statusId,
			...busy ? {
				"aria-disabled": true,
				"aria-busy": true
			} : {},
			...dataState
		},
		statusProps: {
			id: statusId,
			role: "status",
			...dataState
		},
		downloadProps: state.phase === "ready" && state.url ? {
			href: state.url,
			download: options.fileName,
			...dataState
		} : null
	};
}
// ../../packages/ui/src/tracking/ShippingLabelDownload.tsx
/** What the status line says in each phase (failures say why). */
var PHASE_MESSAGE = {
	idle: null,
	requesting: { id: "zaGahc" },
	preparing: { id: "Q5heoK" },
	ready: { id: "qzImkw" },
	failed: null
};
var FAILURE_MESSAGE = {
	error: { id: "S/xhce" },
	timeout: { id: "qyg6x9" }
};
var BUTTON_TEXT = {
	idle: { id: "H9/xdP" },
	requesting: { id: "yx4YEy" },
	preparing: { id: "yx4YEy" },
	ready: { id: "H9/xdP" },
	failed: { id: "KDw4GX" }
};
/**
* The label button, its progress line and, once ready, the download link. Focus moves from
* the button to the link when the label arrives, so a keyboard user is not left nowhere.
* Styling hooks: `[data-part="shipping-label"][data-state]`.
*/
function ShippingLabelDownload({ label }) {
	const { i18n } = useLingui();
	const buttonHadFocus = useRef(false);
	const link = useRef(null);
	const ready = label.downloadProps !== null;
	useEffect(() => {
		if (ready && buttonHadFocus.current) link.current?.focus();
	}, [ready]);
	const message = label.phase === "failed" && label.failure ? FAILURE_MESSAGE[label.failure] : PHASE_MESSAGE[label.phase];
	return /* @__PURE__ */ jsxs("div", {
		className: "portal-shipping-label",
		"data-part": "shipping-label",
		"data-state": label.phase,
		children: [label.downloadProps ? /* @__PURE__ */ jsx("a", {
			ref: link,
			className: "portal-button",
			...label.downloadProps,
			children: /* @__PURE__ */ jsx(Trans, { id: "H9/xdP" })
		}) : /* @__PURE__ */ jsx("button", {
			className: "portal-button",
			...label.buttonProps,
			onFocus: () => buttonHadFocus.current = true,
			onBlur: () => buttonHadFocus.current = false,
			children: i18n._(BUTTON_TEXT[label.phase])
		}), /* @__PURE__ */ jsx("p", {
			...label.statusProps,
			children: message ? i18n._(message) : null
		})]
	});
}
// ../../packages/ui/src/tracking/DefaultTrackingLayout.tsx
/**
* The tracking page's default arrangement, used unless the brand brings its own
* `TrackingVariant`: banner, status, the shopper's actions, the journey, then the details.
* Empty slots leave no empty boxes. Styling hooks: `[data-layout="default"] > [data-slot]`.
*/
function DefaultTrackingLayout({ status, timeline, details, actions, banner }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "portal-tracking-layout",
		"data-part": "tracking",
		"data-layout": "default",
		children: [
			banner ? /* @__PURE__ */ jsx("div", {
				"data-slot": "banner",
				children: banner
			}) : null,
			/* @__PURE__ */ jsx("div", {
				"data-slot": "status",
				children: status
			}),
			actions ? /* @__PURE__ */ jsx("div", {
				"data-slot": "actions",
				children: actions
			}) : null,
			timeline ? /* @__PURE__ */ jsx("div", {
				"data-slot": "timeline",
				children: timeline
			}) : null,
			details ? /* @__PURE__ */ jsx("div", {
				"data-slot": "details",
				children: details
			}) : null
		]
	});
}
// ../portal/src/screens/tracking/ForwardPageBanner.tsx
/** The brand's forward-page banner HTML when the theme switches it on (spec section 2), else null. */
function forwardPageBannerHtml(theme) {
	const { forward_page_message_enabled: enabled, forward_page_message: html } = theme.config ?? {};
	return enabled && html?.trim() ? html : null;
}
/**
* The banner in a labelled region. The server sanitised this HTML before inlining the theme
* (apps/server ssr/sanitize-banner.ts); this is the only place the portal renders brand HTML.
*/
function ForwardPageBanner({ html, brandName }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ jsx("section", {
		className: "portal-forward-banner",
		"data-part": "forward-banner",
		"aria-label": brandName ? _t({
			id: "M2p+f3",
			values: { brandName }
		}) : _t({ id: "raPfx2" }),
		children: /* @__PURE__ */ jsx("div", { dangerouslySetInnerHTML: { __html: html } })
	});
}
// ../portal/src/screens/tracking/tracking-query.ts
/** The link parameters track-order (and edd) take: spec section 7. */
var TRACK_QUERY_PARAMS = [
	"waybill",
	"order_id",
	"cp_id",
	"security_key"
];
/** The track-order query of a link: its waybill or order id, courier id and security key. */
function trackQueryOf(params) {
	const query = {};
	for (const name of TRACK_QUERY_PARAMS) {
		const value = params[name];
		if (value) query[name] = value;
	}
	return query;
}
/** Two links ask for the same tracking exactly when their keys are equal. */
function trackQueryKey(params) {
	const query = trackQueryOf(params);
	return TRACK_QUERY_PARAMS.map((name) => `${name}=${query[name] ?? ""}`).join("&");
}
// ../portal/src/screens/tracking/tracking-links.ts
/** `?a=1&b=2` of the link parameters that are set, in a stable order; "" when none. */
function linkSearch(params) {
	const query = new URLSearchParams();
	for (const name of LINK_PARAMS) {
		const value = params[name];
		if (value) query.set(name, value);
	}
	const text = query.toString();
	return text ? `?${text}` : "";
}
/** Update Contact and Take Action keep the shopper's link (waybill, security key...) so the next screen knows the shipment. */
function updateContactHref(prefix, params) {
	return `${prefix}/update-contact${linkSearch(params)}`;
}
function takeActionHref(prefix, params) {
	return `${prefix}/issue${linkSearch(params)}`;
}
/** My Orders for the shipment's order; the security key travels along so details stay unmasked. */
function myOrdersHref(prefix, orderId, securityKey) {
	return `${prefix}/my-order${linkSearch({
		order_id: orderId,
		...securityKey ? { security_key: securityKey } : {}
	})}`;
}
/** One shipment's own tracking page, from an order's list. */
function shipmentTrackingHref(prefix, shipment, securityKey) {
	return `${prefix}/tracking${linkSearch({
		waybill: shipment.waybill,
		...shipment.cpId != null ? { cp_id: String(shipment.cpId) } : {},
		...securityKey ? { security_key: securityKey } : {}
	})}`;
}
/** The home screen, to search again. */
function homeHref(prefix) {
	return prefix === "" ? "/" : prefix;
}
// ../portal/src/screens/tracking/NotShippedMessage.tsx
/** Spec section 8: one message for 400, no data, another brand's shipment, or code 23. */
function NotShippedMessage() {
	const { i18n } = useLingui();
	const { state } = usePortal();
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen",
		"data-screen": "tracking",
		"data-state": "not-shipped",
		"aria-labelledby": "screen-title",
		children: [/* @__PURE__ */ jsx("h1", {
			id: "screen-title",
			role: "alert",
			children: i18n._(ERROR_MESSAGE["tracking-not-found"])
		}), /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
			href: homeHref(state.user.routePrefix),
			children: /* @__PURE__ */ jsx(Trans, { id: "OStUOd" })
		}) })]
	});
}
// ../portal/src/screens/tracking/order-shipment-view.ts
var NOT_SHIPPED_TONE = {
	"shipping-soon": "neutral",
	cancelled: "failure"
};
/**
* Core's order rules decide: without a waybill a shipment is "shipping soon" or "cancelled";
* with one it links to its own tracking page and shows its stage.
*/
function orderShipmentViewOf(shipment, now) {
	const waybill = shipment.waybill?.trim();
	if (!waybill) {
		const state = orderButtonOf(shipment, now) === "cancelled" ? "cancelled" : "shipping-soon";
		return {
			kind: "not-shipped",
			state,
			label: ORDER_BUTTON_LABEL[state],
			tone: NOT_SHIPPED_TONE[state]
		};
	}
	const stage = shipment.latest_status ? forwardStageOfCode(shipment.latest_status.code) : void 0;
	return stage ? {
		kind: "trackable",
		waybill,
		state: stage,
		label: FORWARD_STAGE_LABEL[stage],
		tone: FORWARD_STAGE_TONE[stage]
	} : {
		kind: "trackable",
		waybill,
		state: "shipping-soon",
		label: EXTRA_STATUS_LABEL["shipping-soon"],
		tone: "neutral"
	};
}
// ../portal/src/screens/tracking/OrderShipments.tsx
/**
* An order looked up by its id: each shipment with its own status and courier and a link to
* its own tracking page. Expired shipments (code 23) are not listed (core's order rules).
*/
function OrderShipments({ order, params }) {
	const { _: _t, i18n } = useLingui();
	const { state } = usePortal();
	const now = useNow();
	const shipments = listedOrderShipments(order.shipments);
	if (shipments.length === 0) return /* @__PURE__ */ jsx(NotShippedMessage, {});
	const bannerHtml = forwardPageBannerHtml(state.theme);
	const count = shipments.length;
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-order",
		"data-screen": "tracking",
		"data-state": "order",
		"aria-labelledby": "screen-title",
		children: [
			bannerHtml ? /* @__PURE__ */ jsx(ForwardPageBanner, {
				html: bannerHtml,
				brandName: state.brand.name
			}) : null,
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: /* @__PURE__ */ jsx(Trans, {
					id: "e7Z4IM",
					values: { 0: order.order_id || params.order_id },
					components: { 0: /* @__PURE__ */ jsx("bdi", {}) }
				})
			}),
			/* @__PURE__ */ jsxs("p", {
				"data-part": "order-summary",
				children: [order.order_date ? /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx(Trans, { id: "sFAUEn" }),
					" ",
					/* @__PURE__ */ jsx(LocalDateTime, {
						value: order.order_date,
						precision: "date"
					}),
					" · "
				] }) : null, count === 1 ? /* @__PURE__ */ jsx(Trans, { id: "P+qQDq" }) : /* @__PURE__ */ jsx(Trans, {
					id: "WdFOIp",
					values: { count }
				})]
			}),
			/* @__PURE__ */ jsx("ul", {
				role: "list",
				"data-part": "shipments",
				children: shipments.map((shipment, index) => {
					const view = orderShipmentViewOf(shipment, now);
					const sku = shipment.skus[0];
					const number = index + 1;
					return /* @__PURE__ */ jsxs("li", {
						"data-part": "shipment",
						"data-state": view.state,
						"data-tone": view.tone,
						children: [sku?.image_url ? /* @__PURE__ */ jsx("img", {
							src: sku.image_url,
							alt: "",
							width: 56,
							height: 56,
							loading: "lazy",
							decoding: "async"
						}) : null, /* @__PURE__ */ jsxs("div", {
							"data-part": "shipment-text",
							children: [
								/* @__PURE__ */ jsx("h2", { children: sku?.title || _t({
									id: "+HCm5P",
									values: { number }
								}) }),
								/* @__PURE__ */ jsx("p", {
									"data-part": "shipment-status",
									"data-testid": "shipment-status",
									children: i18n._(view.label)
								}),
								shipment.cp_name ? /* @__PURE__ */ jsx("p", {
									"data-part": "shipment-courier",
									children: shipment.cp_name
								}) : null,
								view.kind === "trackable" ? /* @__PURE__ */ jsxs("a", {
									className: "portal-button",
									"data-variant": "secondary",
									href: shipmentTrackingHref(state.user.routePrefix, {
										waybill: view.waybill,
										cpId: shipment.cp_id
									}, params.security_key),
									children: [/* @__PURE__ */ jsx(Trans, { id: "fmEAyu" }), /* @__PURE__ */ jsxs("span", {
										"data-visually-hidden": true,
										children: [" ", /* @__PURE__ */ jsx("bdi", { children: view.waybill })]
									})]
								}) : null
							]
						})]
					}, shipment.waybill ?? `pending-${index}`);
				})
			})
		]
	});
}
// ../portal/src/screens/tracking/tracking-outcome-of-answer.ts
/** The server's inlined answer as the client's call result, so one rule (core's) reads both. */
function apiResultOfAnswer(answer) {
	return answer.kind === "result" ? apiOk(answer.result) : apiFail({
		kind: "http",
		status: answer.status,
		message: answer.message
	});
}
/**
* What the page shows for the server's answer (spec section 8): the shipment, the order, the
* not-shipped message (400, no data, another brand, code 23) or the retry state.
*/
function outcomeOfAnswer(answer, brandEnterprise) {
	return trackingOutcomeOf(apiResultOfAnswer(answer), { brandEnterprise });
}
// ../portal/src/screens/rating/rating-access.ts
/** The page's own tracking entry for this waybill, when the server inlined it. */
function inlinedEntryFor(tracking, waybill) {
	if (tracking?.kind !== "result") return void 0;
	const lookup = readTrackOrderResult(tracking.result);
	return lookup.kind === "waybill" && lookup.waybill.toUpperCase() === waybill.toUpperCase() ? lookup.entry : void 0;
}
/** The spec names 0-10 as the exception ("for some brands"): stars unless the theme says otherwise, as the server reads it. */
function ratingScaleOfTheme(theme) {
	return theme.config?.rating_scale ?? "stars";
}
/**
* Whether to show the widget, and how: core's rule (a valid security key, or within 6 days
* of a delivered scan; the shipment's rating switch) decides; an earlier rating (on the
* brand's scale, as the API sends it) opens it read-only.
*/
function ratingAccessOf(entry, now) {
	const scans = [...entry.scans, entry.latest_status];
	if (!isRatingAllowed({
		securityKeyValid: entry.security_key_valid,
		scans,
		now,
		enabled: entry.config.enable_rating
	})) return { kind: "hidden" };
	const rating = entry.rating;
	const star = typeof rating?.star === "number" ? rating.star : null;
	if (!rating?.ratedBefore && star === null) return { kind: "open" };
	return {
		kind: "rated",
		existing: {
			value: star,
			comment: rating?.comment ?? ""
		}
	};
}
// ../portal/src/screens/rating/rating-failure.ts
/** The rating call's refusals the shopper can act on, in their language. */
var RATING_FAILURE = {
	closed: { id: "wg/14M" },
	invalid: { id: "EOghCX" },
	other: ERROR_MESSAGE["something-went-wrong"]
};
function ratingFailureMessage(error, i18n) {
	const kind = error.status === 403 ? "closed" : error.status === 400 ? "invalid" : "other";
	return i18n._(RATING_FAILURE[kind]);
}
// ../portal/src/screens/rating/survey-redirect.ts
/**
* Only an https address on the brand's own site (its website host, or a subdomain of it),
* as the server also checks: a tampered answer must not send shoppers anywhere else.
*/
function isAllowedSurveyUrl(url, theme) {
	const target = parse(url);
	const website = parse(theme.meta_data?.website ?? "");
	if (!target || !website || target.protocol !== "https:" || target.username || target.password) return false;
	const site = website.hostname.replace(/^www\./, "");
	return target.hostname === site || target.hostname.endsWith(`.${site}`);
}
function parse(text) {
	try {
		return new URL(text.trim());
	} catch {
		return;
	}
}
// ../portal/src/screens/rating/submit-rating.ts
/**
* Saves the rating, then thanks the shopper: with the survey variant (and a redirect to the
* brand's survey shortly after) when the brand has a survey on its own site, else by score.
*/
function createRatingSubmit(deps) {
	const query = {
		tracking_id: deps.waybill,
		security_key: deps.securityKey
	};
	return async (rating) => {
		const saved = await deps.api.saveCourierRating(query, {
			courier_rating: rating.value,
			comment: rating.comment
		});
		if (!saved.ok) return {
			ok: false,
			message: ratingFailureMessage(saved.error, deps.i18n)
		};
		const survey = deps.theme.config?.survey_url ? await deps.api.getSurveyShortlink(query) : void 0;
		const surveyUrl = survey?.ok && isAllowedSurveyUrl(survey.data.short_link, deps.theme) ? survey.data.short_link : void 0;
		const thanks = TOAST_MESSAGE[feedbackThanksOf(rating.score, surveyUrl !== void 0)];
		toast.success(deps.i18n._(thanks), { duration: TOAST_DURATION_MS.success });
		if (surveyUrl) {
			const redirect = deps.redirect ?? ((url) => window.location.assign(url));
			setTimeout(() => redirect(surveyUrl), deps.redirectDelayMs ?? 250);
		}
		return { ok: true };
	};
}
// ../portal/src/screens/rating/use-rating-entry.ts
/**
* The shipment to rate: the page's inlined tracking entry when it is this waybill (no extra
* request on a slow connection, and the server render already shows the widget), otherwise
* one track-order call.
*/
function useRatingEntry(waybill) {
	const { state, api } = usePortal();
	const inlined = inlinedEntryFor(state.tracking, waybill);
	const securityKey = state.page.params.security_key;
	const [fetched, setFetched] = useState({ status: "loading" });
	useEffect(() => {
		if (inlined) return;
		let live = true;
		api.trackOrder({
			waybill,
			security_key: securityKey
		}).then((answer) => {
			if (!live) return;
			const lookup = answer.ok ? readTrackOrderResult(answer.data) : void 0;
			setFetched(lookup?.kind === "waybill" ? {
				status: "ready",
				entry: lookup.entry
			} : { status: "unavailable" });
		});
		return () => {
			live = false;
		};
	}, [
		api,
		inlined,
		waybill,
		securityKey
	]);
	return inlined ? {
		status: "ready",
		entry: inlined
	} : fetched;
}
// ../portal/src/screens/rating/RatingPanel.tsx
/** In-page anchor of the widget: My orders links "give delivery feedback" here. */
var RATING_ANCHOR_ID = "rating";
/**
* The rating and feedback widget under the tracking timeline. Shown only when core allows
* rating (a valid security key, or within 6 days of delivery); read-only once rated.
*/
function RatingPanel({ waybill }) {
	const source = useRatingEntry(waybill);
	if (source.status !== "ready") return null;
	return /* @__PURE__ */ jsx(RatingForEntry, {
		waybill,
		entry: source.entry
	});
}
function RatingForEntry({ waybill, entry }) {
	const { _: _t, i18n } = useLingui();
	const { state, api } = usePortal();
	const access = ratingAccessOf(entry, useNow());
	const securityKey = state.page.params.security_key;
	const onSubmit = useMemo(() => createRatingSubmit({
		api,
		waybill,
		securityKey,
		theme: state.theme,
		i18n
	}), [
		api,
		waybill,
		securityKey,
		state.theme,
		i18n
	]);
	if (access.kind === "hidden") return null;
	return /* @__PURE__ */ jsx("div", {
		id: RATING_ANCHOR_ID,
		className: "portal-rating",
		children: /* @__PURE__ */ jsx(RatingProvider, {
			init: {
				scale: ratingScaleOfTheme(state.theme),
				locale: state.user.lang,
				existing: access.kind === "rated" ? access.existing : null
			},
			children: /* @__PURE__ */ jsx(RatingWidget, {
				title: _t({ id: "jBquWN" }),
				onSubmit
			})
		})
	});
}
// ../portal/src/screens/tracking/shipping-label-check.ts
/** Poll hints from the server's ready_at stay between these bounds (the server says 1-30 s too). */
var MIN_HINT_MS = 1e3;
var MAX_HINT_MS = 3e4;
/** How long until a pending label is expected, as a polling hint; undefined without a usable time. */
function retryHintMs(readyAt, now) {
	const due = readyAt ? Date.parse(readyAt) : NaN;
	return Number.isNaN(due) ? void 0 : Math.min(MAX_HINT_MS, Math.max(MIN_HINT_MS, due - now));
}
var CHECK_OF_STATUS = {
	pending: (result, now) => ({
		status: "pending",
		retryAfterMs: retryHintMs(result.ready_at, now)
	}),
	ready: (result) => result.url ? {
		status: "ready",
		url: result.url
	} : { status: "failed" },
	failed: () => ({ status: "failed" })
};
/**
* One GET shipping-label for a shipment through core's client. The first call starts the
* label; later ones report it. Refusals, odd answers and a lost network are "failed".
*/
function createShippingLabelCheck(api, query, now = Date.now) {
	return async () => {
		const result = await api.getShippingLabel({
			waybill: query.waybill,
			security_key: query.securityKey
		});
		return result.ok ? CHECK_OF_STATUS[result.data.status](result.data, now()) : {
			status: "failed",
			message: result.error.message
		};
	};
}
// ../portal/src/screens/tracking/TrackingActions.tsx
/** Take Action, the shipping label, Update Contact and My Orders, each as core's permissions allow. */
function TrackingActions({ waybill, entry, access, showActionForm, params }) {
	const { state } = usePortal();
	const prefix = state.user.routePrefix;
	const linkParams = {
		...params,
		waybill
	};
	const contact = contactUpdateStateOf(entry, access);
	return /* @__PURE__ */ jsxs("div", {
		className: "portal-tracking-actions",
		"data-part": "actions",
		children: [
			showActionForm && can(access, "raise-concern") ? /* @__PURE__ */ jsx("a", {
				className: "portal-button",
				"data-action": "take-action",
				href: takeActionHref(prefix, linkParams),
				children: /* @__PURE__ */ jsx(Trans, { id: "wlXQ2M" })
			}) : null,
			can(access, "download-label") ? /* @__PURE__ */ jsx(LabelDownload, {
				waybill,
				securityKey: params.security_key
			}) : null,
			/* @__PURE__ */ jsx(UpdateContactAction, {
				href: updateContactHref(prefix, linkParams),
				note: CONTACT_UPDATE_NOTE[contact]
			}),
			entry.order_id && can(access, "view-orders") ? /* @__PURE__ */ jsx("a", {
				className: "portal-button",
				"data-variant": "secondary",
				"data-action": "my-orders",
				href: myOrdersHref(prefix, entry.order_id, params.security_key),
				children: /* @__PURE__ */ jsx(Trans, { id: "6Q89aO" })
			}) : null
		]
	});
}
function LabelDownload({ waybill, securityKey }) {
	const { _: _t, i18n } = useLingui();
	const { api } = usePortal();
	const label = useShippingLabel({
		check: useMemo(() => createShippingLabelCheck(api, {
			waybill,
			securityKey
		}), [
			api,
			waybill,
			securityKey
		]),
		fileName: `shipping-label-${waybill}.pdf`,
		onReady: () => toast.success(_t({ id: "qzImkw" })),
		onBusy: () => toast(i18n._(ERROR_MESSAGE["action-in-progress"]))
	});
	return /* @__PURE__ */ jsx(ShippingLabelDownload, { label });
}
/**
* A working link, or a button that says why it cannot be used: it stays focusable
* (aria-disabled, not disabled) so keyboard and screen-reader users reach the reason.
*/
function UpdateContactAction({ href, note }) {
	const { i18n } = useLingui();
	const noteId = useId();
	if (!note) return /* @__PURE__ */ jsx("a", {
		className: "portal-button",
		"data-variant": "secondary",
		"data-action": "update-contact",
		"data-state": "enabled",
		href,
		children: /* @__PURE__ */ jsx(Trans, { id: "J+fRc3" })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "portal-tracking-actions__disabled",
		"data-action": "update-contact",
		"data-state": "disabled",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "portal-button",
			"data-variant": "secondary",
			"aria-disabled": "true",
			"aria-describedby": noteId,
			children: /* @__PURE__ */ jsx(Trans, { id: "J+fRc3" })
		}), /* @__PURE__ */ jsx("p", {
			id: noteId,
			"data-part": "note",
			children: i18n._(note)
		})]
	});
}
// ../portal/src/screens/tracking/TrackingSummary.tsx
/** The status slot: the stage core decided (later scan wins), courier, last update and expected delivery. */
function TrackingSummary({ waybill, entry, timeline, edd }) {
	const expectedDelivery = useEddText(edd);
	const latest = entry.latest_status;
	return /* @__PURE__ */ jsx(TrackingStatus, {
		waybill,
		stage: timeline.stage,
		tone: FORWARD_STAGE_TONE[timeline.stage],
		courier: {
			name: entry.cp_name,
			logoUrl: entry.logo_url
		},
		lastUpdate: {
			at: latest.timestamp,
			location: latest.location
		},
		expectedDelivery,
		headingId: "screen-title"
	});
}
// ../portal/src/screens/tracking/use-edd-ui.ts
/**
* The expected-delivery message of a shipment from GET edd (spec section 7: same parameters
* as track-order). Asked once, after the page is shown: the status is what matters first on
* a slow network. Undefined while unknown, null when there is nothing to show.
*/
function useEddUi(api, query) {
	const [edd, setEdd] = useState(void 0);
	const { waybill, order_id: orderId, cp_id: cpId, security_key: securityKey } = query;
	useEffect(() => {
		let current = true;
		api.getEdd({
			waybill,
			order_id: orderId,
			cp_id: cpId,
			security_key: securityKey
		}).then((result) => {
			if (current) setEdd(result.ok ? result.data.edd_ui ?? null : null);
		});
		return () => {
			current = false;
		};
	}, [
		api,
		waybill,
		orderId,
		cpId,
		securityKey
	]);
	return edd;
}
// ../portal/src/screens/tracking/TrackingDetail.tsx
/**
* One shipment's tracking page, built as slots so a brand's TrackingVariant can re-arrange
* them: status, timeline (with the rating widget below it), details, actions and banner.
* What shows follows core's permissions for this shopper's link (spec section 6).
*/
function TrackingDetail({ waybill, entry, params }) {
	const { state, brand, api } = usePortal();
	const timeline = useMemo(() => forwardTimelineOfEntry(entry), [entry]);
	const access = trackingAccessOfEntry(entry);
	const edd = useEddUi(api, trackQueryOf({
		...params,
		waybill
	}));
	const bannerHtml = forwardPageBannerHtml(state.theme);
	const product = entry.additional.order_detail[0];
	const Layout = brand.TrackingVariant ?? DefaultTrackingLayout;
	return /* @__PURE__ */ jsx("section", {
		className: "portal-screen",
		"data-screen": "tracking",
		"data-state": "found",
		"data-access": access,
		"data-stage": timeline.stage,
		"aria-labelledby": "screen-title",
		children: /* @__PURE__ */ jsx(Layout, {
			banner: bannerHtml ? /* @__PURE__ */ jsx(ForwardPageBanner, {
				html: bannerHtml,
				brandName: state.brand.name
			}) : null,
			status: /* @__PURE__ */ jsx(TrackingSummary, {
				waybill,
				entry,
				timeline,
				edd
			}),
			timeline: /* @__PURE__ */ jsxs(Fragment, { children: [can(access, "see-timeline") ? /* @__PURE__ */ jsx(TrackingTimeline, { timeline }) : null, /* @__PURE__ */ jsx(RatingPanel, { waybill })] }),
			details: /* @__PURE__ */ jsxs(Fragment, { children: [product ? /* @__PURE__ */ jsx(ProductSummary, {
				title: product.title,
				imageUrl: product.image_url
			}) : null, /* @__PURE__ */ jsx(CustomerDetails, {
				customer: entry.customer_info,
				masked: !can(access, "see-customer-details")
			})] }),
			actions: /* @__PURE__ */ jsx(TrackingActions, {
				waybill,
				entry,
				access,
				showActionForm: timeline.showActionForm,
				params
			})
		})
	});
}
// ../portal/src/screens/tracking/TrackingRetry.tsx
/**
* The tracking error state (spec section 8, "other tracking failures"): the server or the
* network failed, not the shopper's link. Retry asks again without reloading the page.
*/
function TrackingRetry({ retrying, attempts, onRetry }) {
	const { _: _t, i18n } = useLingui();
	const status = retrying ? _t({ id: "/0v0ge" }) : attempts > 0 ? _t({ id: "E20Ejd" }) : "";
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen",
		"data-screen": "tracking",
		"data-state": "error",
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: /* @__PURE__ */ jsx(Trans, { id: "hCQJLB" })
			}),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Trans, { id: "e51W8I" }) }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "portal-button",
				"data-action": "retry",
				"data-state": retrying ? "pending" : "idle",
				"aria-disabled": retrying || void 0,
				"aria-busy": retrying || void 0,
				onClick: () => retrying ? toast(i18n._(ERROR_MESSAGE["action-in-progress"])) : onRetry(),
				children: retrying ? /* @__PURE__ */ jsx(Trans, { id: "kNGLX6" }) : /* @__PURE__ */ jsx(Trans, { id: "6gRgw8" })
			}),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				"data-part": "retry-status",
				children: status
			})
		]
	});
}
// ../portal/src/screens/tracking/tracking-lookup-state.ts
function initialLookupState(outcome) {
	return outcome ? {
		phase: "shown",
		outcome,
		attempts: 0
	} : {
		phase: "loading",
		attempts: 0
	};
}
function trackingLookupReducer(state, event) {
	switch (event.type) {
		case "fetch": return state.phase === "shown" && state.outcome.kind === "error" ? {
			...state,
			phase: "retrying"
		} : state;
		case "settle": return {
			phase: "shown",
			outcome: event.outcome,
			attempts: state.attempts + 1
		};
	}
}
// ../portal/src/screens/tracking/use-tracking-lookup.ts
/**
* The lookup behind the tracking page: the server's answer when there is one, else a fetch
* on mount; Retry re-fetches with the same parameters and the page updates without a reload.
*/
function useTrackingLookup({ initial, fetchOutcome }) {
	const [state, dispatch] = useReducer(trackingLookupReducer, initial, initialLookupState);
	const inFlight = useRef(false);
	const mounted = useRef(true);
	const latestFetch = useRef(fetchOutcome);
	useLayoutEffect(() => {
		latestFetch.current = fetchOutcome;
	});
	const load = useCallback(async () => {
		if (inFlight.current) return;
		inFlight.current = true;
		dispatch({ type: "fetch" });
		const outcome = await latestFetch.current().catch((error) => ({
			kind: "error",
			message: error instanceof Error ? error.message : String(error)
		}));
		inFlight.current = false;
		if (mounted.current) dispatch({
			type: "settle",
			outcome
		});
	}, []);
	useEffect(() => {
		mounted.current = true;
		if (!initial) load();
		return () => {
			mounted.current = false;
		};
	}, []);
	return {
		state,
		retry: useCallback(() => void load(), [load]),
		loadedInBrowser: state.attempts > 0
	};
}
// ../portal/src/screens/tracking/TrackingScreen.tsx
/**
* The tracking page for a tracking link: one waybill, an order's shipments, the not-shipped
* message, or the retry state. The server's answer paints first; a link the server did not
* answer (a search made in the browser) or a Retry is fetched here, without a page reload.
*/
function TrackingScreen({ params }) {
	const { state, api } = usePortal();
	const enterprise = state.user.enterprise;
	const serverAnswer = state.tracking && trackQueryKey(params) === trackQueryKey(state.page.params) ? state.tracking : void 0;
	const fetchOutcome = useCallback(async () => trackingOutcomeOf(await api.trackOrder(trackQueryOf(params)), { brandEnterprise: enterprise }), [
		api,
		params,
		enterprise
	]);
	const { state: lookup, retry, loadedInBrowser } = useTrackingLookup({
		initial: serverAnswer && outcomeOfAnswer(serverAnswer, enterprise),
		fetchOutcome
	});
	const focusTarget = useRef(null);
	const shown = lookup.phase === "shown" ? lookup.outcome : void 0;
	useEffect(() => {
		if (shown && loadedInBrowser) focusTarget.current?.focus();
	}, [shown, loadedInBrowser]);
	return /* @__PURE__ */ jsx("div", {
		ref: focusTarget,
		tabIndex: -1,
		className: "portal-tracking-screen",
		"data-lookup": lookup.phase,
		children: lookup.phase === "loading" ? /* @__PURE__ */ jsx(TrackingLoading, {}) : /* @__PURE__ */ jsx(Outcome, {
			lookup,
			params,
			retry
		})
	});
}
function Outcome({ lookup, params, retry }) {
	const { outcome } = lookup;
	switch (outcome.kind) {
		case "shipment": return /* @__PURE__ */ jsx(TrackingDetail, {
			waybill: outcome.waybill,
			entry: outcome.entry,
			params
		});
		case "order": return /* @__PURE__ */ jsx(OrderShipments, {
			order: outcome.order,
			params
		});
		case "not-found": return /* @__PURE__ */ jsx(NotShippedMessage, {});
		case "error": return /* @__PURE__ */ jsx(TrackingRetry, {
			retrying: lookup.phase === "retrying",
			attempts: lookup.attempts,
			onRetry: retry
		});
	}
}
function TrackingLoading() {
	return /* @__PURE__ */ jsx("section", {
		className: "portal-screen",
		"data-screen": "tracking",
		"data-state": "loading",
		"aria-busy": "true",
		"aria-labelledby": "screen-title",
		children: /* @__PURE__ */ jsx("h1", {
			id: "screen-title",
			role: "status",
			children: /* @__PURE__ */ jsx(Trans, { id: "/0v0ge" })
		})
	});
}
// ../portal/src/screens/home/TrackingSearchForm.tsx
/**
* Search by tracking ID/AWB or by order ID/No. A plain GET form, so it works before the
* page's script has loaded on a slow phone. With the script, an empty input gets a message
* and a search opens the tracking page in place: one small API call instead of a new page.
*/
function TrackingSearchForm({ action }) {
	const { _: _t } = useLingui();
	const [by, setBy] = useState("waybill");
	const [value, setValue] = useState("");
	const [error, setError] = useState(null);
	const router = useRouter();
	const inputId = useId();
	const errorId = useId();
	const onSubmit = (event) => {
		event.preventDefault();
		const query = value.trim();
		if (query === "") {
			setError(by === "waybill" ? _t({ id: "J9PvlE" }) : _t({ id: "lk+pHO" }));
			return;
		}
		router.navigate({ href: `${action}?${new URLSearchParams({ [by]: query })}` });
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "portal-search",
		method: "get",
		action,
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: "portal-search__by",
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t({ id: "siv0sB" }) }),
					/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "search_by",
						value: "waybill",
						checked: by === "waybill",
						onChange: () => setBy("waybill")
					}), _t({ id: "hQDIUs" })] }),
					/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "search_by",
						value: "order_id",
						checked: by === "order_id",
						onChange: () => setBy("order_id")
					}), _t({ id: "ZFyB05" })] })
				]
			}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: inputId,
				children: by === "waybill" ? _t({ id: "hQDIUs" }) : _t({ id: "ZFyB05" })
			}),
			/* @__PURE__ */ jsx("input", {
				id: inputId,
				name: by,
				value,
				onChange: (e) => {
					setValue(e.target.value);
					setError(null);
				},
				autoComplete: "off",
				inputMode: "text",
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? errorId : void 0
			}),
			error ? /* @__PURE__ */ jsx("p", {
				id: errorId,
				className: "portal-field-error",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				children: _t({ id: "C+LT4f" })
			})
		]
	});
}
// ../portal/src/screens/home/use-current-link.ts
/**
* The link as it is now, not as the server first rendered it: a search made in the browser
* and the back button change it without a reload. Read from the history's raw URL, since
* the router's own search object turns "00123" into a number.
*/
function useCurrentLink() {
	const router = useRouter();
	useRouterState({ select: (s) => s.location.href });
	const { pathname, search } = router.history.location;
	const params = readLinkParams(search);
	const match = matchRoute(pathname);
	return {
		params,
		isTrackingUrl: match ? isTrackingUrl(match.path, params) : false
	};
}
// ../portal/src/screens/home/HomeScreen.tsx
/** `/`, `/page`, `/tracking`: the tracking page for a tracking URL, otherwise the search. */
function HomeScreen() {
	const { _: _t } = useLingui();
	const { state } = usePortal();
	const link = useCurrentLink();
	if (link.isTrackingUrl) return /* @__PURE__ */ jsx(TrackingScreen, { params: link.params }, trackQueryKey(link.params));
	const bannerHtml = forwardPageBannerHtml(state.theme);
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen",
		"data-screen": "home",
		"aria-labelledby": "screen-title",
		children: [
			bannerHtml ? /* @__PURE__ */ jsx(ForwardPageBanner, {
				html: bannerHtml,
				brandName: state.brand.name
			}) : null,
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: _t({ id: "2Uab1U" })
			}),
			/* @__PURE__ */ jsx(TrackingSearchForm, { action: `${state.user.routePrefix}/tracking` })
		]
	});
}
export { HomeScreen as default };
