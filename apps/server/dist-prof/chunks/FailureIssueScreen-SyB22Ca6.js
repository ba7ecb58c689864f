import { t as ERROR_MESSAGE } from "./error-messages-D4LSaDCw.js";
import { i as stageOfferOf, n as NOT_OFFERED_TEXT, r as failureOfferOf, t as issueLink } from "./failure-issue-CmRNZXk6.js";
import { J as VALIDATION_MESSAGE, N as forwardStageOfCode, X as useFormatters, a as toTrackingFeedBody, c as requiredFeedFields, i as apiOk, l as validateFeedForm, m as formatCalendarDate, n as usePortal, p as deliveryDateOptions, r as apiFail, t as toast, u as FEED_FORM_SPEC } from "../main.js";
import { t as SCREEN_TITLE } from "./screen-titles-oD7b-cOR.js";
import { T as TrackingFeedResultSchema } from "./endpoints-DdWtYSlN.js";
import { n as TOAST_MESSAGE, t as TOAST_DURATION_MS } from "./toast-messages-CRFCFvva.js";
import { n as useStore, r as createStore, t as trackingOutcomeOf } from "./tracking-outcome-68JV2B-U.js";
import { i as isCalendarDate } from "./calendar-date-CAhY9bQp.js";
import { o as intlTag } from "./intl-formatters-D0tYqh_x.js";
import * as v from "valibot";
import { Trans, useLingui } from "@lingui/react";
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../../packages/core/src/feed-form/feed-action.ts
var FEED_ACTION_PROMPT = {
	"ask-preferred-date": { id: "Ac/3+e" },
	"confirm-delivery": { id: "7XvUwk" },
	"confirm-pickup": { id: "dFz7sl" },
	reschedule: { id: "8rSwzD" },
	"report-no-attempt": { id: "hG6aRC" },
	"ask-alternate-number": { id: "J+/slH" },
	"ask-address": { id: "Mx9UMB" },
	"payment-not-ready": { id: "Q9M3EB" },
	"customer-collects": { id: "nkVzls" },
	"ask-feedback": { id: "fb4mVO" },
	"explain-product-issue": { id: "joU8MA" },
	"open-delivery": { id: "3OPbGr" },
	"wrongly-routed": { id: "FKYfrT" },
	"next-business-day": { id: "YugJn0" },
	investigating: { id: "CAvsOg" }
};
// ../../packages/ui/src/feed-forms/feed-field-text.ts
/** How each field is entered: a group of radio buttons, a one-line input or a text area. */
var FEED_FIELD_CONTROL = {
	answer: "choice",
	preferred_date: "choice",
	contact: "choice",
	phone_number: "input",
	address: "textarea",
	drop_pincode: "input",
	landmark: "input",
	comment: "textarea"
};
function isChoiceField(field) {
	return FEED_FIELD_CONTROL[field] === "choice";
}
/** The form's yes/no or which-number question, if it has one. */
function feedChoiceOf(kind) {
	return FEED_FORM_SPEC[kind].choice;
}
/** The date question names what the courier comes back for. */
var PREFERRED_DATE_LEGEND = {
	delivery: { id: "qmYyJp" },
	pickup: { id: "Hnbd09" }
};
var FEED_TEXT_FIELD_LABEL = {
	phone_number: { id: "dq/VHn" },
	address: { id: "Cbf57W" },
	drop_pincode: { id: "1XmnTb" },
	landmark: { id: "9R80A0" },
	comment: { id: "/4aXfy" }
};
/** Shown under the label, so the shopper knows the rule before making a mistake. */
var FEED_TEXT_FIELD_HINT = {
	phone_number: { id: "0ZLyyZ" },
	address: { id: "4QcNmJ" },
	drop_pincode: { id: "dE5mS+" },
	landmark: { id: "poHYrD" },
	comment: null
};
/** Browser hints: the right keyboard on a phone and autofill from the shopper's saved details. */
var FEED_TEXT_FIELD_INPUT = {
	phone_number: {
		type: "tel",
		inputMode: "numeric",
		autoComplete: "tel-national"
	},
	address: {
		type: void 0,
		inputMode: "text",
		autoComplete: "street-address"
	},
	drop_pincode: {
		type: "text",
		inputMode: "numeric",
		autoComplete: "postal-code"
	},
	landmark: {
		type: "text",
		inputMode: "text",
		autoComplete: "off"
	},
	comment: {
		type: void 0,
		inputMode: "text",
		autoComplete: "off"
	}
};
var OPTIONAL_FIELD_MARK = { id: "NzluOx" };
// ../../packages/ui/src/feed-forms/asked-fields.ts
/** A value no field rule accepts (not a date, a number, an option, nor long enough). */
var PROBE = "\0";
/**
* The fields the form shows right now, in core's order. Core names the required ones; a
* field it is not requiring but would still check when filled (the address form's pincode)
* is an optional one, so it is shown too. The rest (the date after "cancel", the phone
* when the order's number is chosen) are hidden, so the shopper is never asked for
* something that is then thrown away.
*/
function askedFeedFields(kind, values, context) {
	const required = new Set(requiredFeedFields(kind, values, context));
	return FEED_FORM_SPEC[kind].fields.flatMap((field) => {
		if (required.has(field)) return [{
			field,
			required: true
		}];
		return validateFeedForm(kind, {
			...values,
			[field]: PROBE
		}, context)[field] !== void 0 ? [{
			field,
			required: false
		}] : [];
	});
}
// ../../packages/ui/src/feed-forms/feed-form-store.ts
/** One store per form instance (never shared between two forms or two requests). */
function createFeedFormStore(config, initial = {}) {
	const validate = (values) => validateFeedForm(config.kind, values, config.context);
	return createStore()((set, get) => ({
		values: { ...config.initialValues },
		errors: {},
		status: "editing",
		failure: null,
		blockedAttempts: 0,
		invalidAttempts: 0,
		...initial,
		setValue: (field, value) => {
			const { values, errors } = get();
			const next = {
				...values,
				[field]: value
			};
			const now = validate(next);
			const kept = {};
			for (const key of Object.keys(errors)) {
				const message = now[key];
				if (message) kept[key] = message;
			}
			set({
				values: next,
				errors: kept
			});
		},
		beginSubmit: () => {
			const { status, values, blockedAttempts, invalidAttempts } = get();
			if (status === "submitting") {
				set({ blockedAttempts: blockedAttempts + 1 });
				return {
					go: false,
					why: "busy"
				};
			}
			if (status === "submitted") return {
				go: false,
				why: "done"
			};
			const errors = validate(values);
			if (Object.keys(errors).length > 0) {
				set({
					errors,
					invalidAttempts: invalidAttempts + 1
				});
				return {
					go: false,
					why: "invalid"
				};
			}
			set({
				errors: {},
				status: "submitting",
				failure: null,
				blockedAttempts: 0
			});
			return {
				go: true,
				values
			};
		},
		finishSubmit: (result) => {
			set(result.ok ? {
				status: "submitted",
				failure: null
			} : {
				status: "failed",
				failure: result.error
			});
		}
	}));
}
// ../../packages/ui/src/feed-forms/preferred-dates.ts
/**
* The dates a shopper may pick (spec section 9: the next 3 days). The Friday-only rule is a
* brand's delivery rule; pickups keep the default days.
*/
function preferredDateOptions({ direction, now, fridaysOnly = false, timeZone }) {
	return deliveryDateOptions({
		now,
		rule: {
			delivery: fridaysOnly ? "fridays-only" : "next-days",
			pickup: "next-days"
		}[direction],
		...timeZone ? { timeZone } : {}
	});
}
/** "Friday, 3 May" in the page's language; anything that is not a calendar date as it is. */
function preferredDateLabel(date, locale) {
	if (!isCalendarDate(date)) return date;
	return formatCalendarDate(date, intlTag(locale), {
		weekday: "long",
		day: "numeric",
		month: "long"
	});
}
/** The browser's time zone; UTC where Intl cannot tell (old WebViews). */
function shopperTimeZone() {
	try {
		return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
	} catch {
		return "UTC";
	}
}
// ../../packages/ui/src/feed-forms/use-feed-form.ts
/**
* A failed-delivery or failed-pickup form: its state (one store per instance), core's rules
* for which fields are asked and what is valid, and prop bags for unstyled markup. A submit
* is refused while one is running, so a double click never sends twice.
*/
function useFeedForm(options) {
	const { direction, issueId, kind, dateOptions, captureAddress = false, mode = "create", onSubmit } = options;
	const { _: _t, i18n } = useLingui();
	const locale = i18n.locale;
	const context = {
		locale,
		captureAddress,
		allowedDates: dateOptions
	};
	const [store] = useState(() => options.store ?? createFeedFormStore({
		kind,
		context,
		...options.initialValues ? { initialValues: options.initialValues } : {}
	}));
	const state = useStore(store);
	const base = useId();
	const idOf = (field, part = "") => `${base}${field}${part}`;
	const asked = askedFeedFields(kind, state.values, context);
	const askedBy = new Map(asked.map((a) => [a.field, a]));
	const formRef = useRef(null);
	useEffect(() => {
		const bad = formRef.current?.querySelector("[data-invalid=\"true\"], [aria-invalid=\"true\"]");
		const target = bad instanceof HTMLFieldSetElement ? bad.querySelector("input:checked") ?? bad.querySelector("input") : bad;
		if (state.invalidAttempts > 0) target?.focus();
	}, [state.invalidAttempts]);
	const errorBag = (field) => {
		const key = state.errors[field];
		return {
			message: key ? i18n._(VALIDATION_MESSAGE[key]) : null,
			props: {
				id: idOf(field, "-error"),
				role: "alert",
				"data-part": "error"
			}
		};
	};
	function choiceOptions(field) {
		if (field === "preferred_date") return dateOptions.map((date) => ({
			value: date,
			label: preferredDateLabel(date, locale)
		}));
		const choice = feedChoiceOf(kind);
		if (!choice || choice.field !== field) return [];
		return choice.options.map((o) => ({
			value: o.value,
			label: i18n._(o.label)
		}));
	}
	const choiceLegend = (field) => {
		const choice = feedChoiceOf(kind);
		if (field !== "preferred_date" && choice && choice.field === field) return i18n._(choice.question);
		return i18n._(PREFERRED_DATE_LEGEND[direction]);
	};
	const choice = (field) => {
		const error = errorBag(field);
		const current = state.values[field] ?? "";
		return {
			field,
			required: askedBy.get(field)?.required ?? false,
			legend: choiceLegend(field),
			fieldsetProps: {
				"data-field": field,
				"data-invalid": error.message ? "true" : void 0,
				"aria-describedby": error.message ? error.props.id : void 0
			},
			options: choiceOptions(field).map((option, index) => ({
				...option,
				inputProps: {
					id: idOf(field, `-${index}`),
					type: "radio",
					name: idOf(field),
					value: option.value,
					checked: current === option.value,
					onChange: () => store.getState().setValue(field, option.value)
				},
				labelProps: { htmlFor: idOf(field, `-${index}`) }
			})),
			error
		};
	};
	const text = (field) => {
		const error = errorBag(field);
		const required = askedBy.get(field)?.required ?? false;
		const hint = FEED_TEXT_FIELD_HINT[field];
		const describedBy = [hint ? idOf(field, "-hint") : null, error.message ? error.props.id : null].filter(Boolean).join(" ");
		return {
			field,
			required,
			multiline: FEED_TEXT_FIELD_INPUT[field].type === void 0,
			label: i18n._(FEED_TEXT_FIELD_LABEL[field]),
			optionalMark: required ? null : i18n._(OPTIONAL_FIELD_MARK),
			hint: hint ? i18n._(hint) : null,
			labelProps: { htmlFor: idOf(field) },
			hintProps: {
				id: idOf(field, "-hint"),
				"data-part": "hint"
			},
			inputProps: {
				id: idOf(field),
				name: field,
				value: state.values[field] ?? "",
				onChange: (event) => store.getState().setValue(field, event.target.value),
				...FEED_TEXT_FIELD_INPUT[field],
				"aria-invalid": error.message ? true : void 0,
				"aria-required": required ? true : void 0,
				"aria-describedby": describedBy || void 0,
				"data-field": field
			},
			error
		};
	};
	const submit = async (event) => {
		event.preventDefault();
		const start = store.getState().beginSubmit();
		if (!start.go) return;
		const body = toTrackingFeedBody(issueId, kind, start.values);
		const result = await onSubmit(body).catch((error) => apiFail({
			kind: "network",
			message: error instanceof Error ? error.message : String(error)
		}));
		store.getState().finishSubmit(result);
	};
	const submitting = state.status === "submitting";
	const submitLabels = {
		create: _t({ id: "hQRttt" }),
		update: _t({ id: "Hjmhnt" })
	};
	return {
		store,
		status: state.status,
		values: state.values,
		asked,
		formProps: {
			ref: formRef,
			onSubmit: (event) => void submit(event),
			noValidate: true,
			"aria-busy": submitting,
			"data-state": state.status,
			"data-form": kind,
			"data-direction": direction,
			"data-reason": issueId
		},
		submitProps: {
			type: "submit",
			"aria-disabled": submitting ? true : void 0,
			"data-state": state.status,
			"data-part": "submit"
		},
		submitLabel: submitting ? _t({ id: "MDqQmP" }) : submitLabels[mode],
		statusProps: {
			role: "status",
			"data-part": "status",
			"aria-live": "polite"
		},
		statusText: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : null,
		statusKey: state.blockedAttempts,
		failure: {
			message: state.status === "failed" ? i18n._(ERROR_MESSAGE["something-went-wrong"]) : null,
			props: {
				id: `${base}failure`,
				role: "alert",
				"data-part": "error"
			}
		},
		choice,
		text
	};
}
// ../../packages/ui/src/feed-forms/FeedForm.tsx
var FeedFormContext = createContext(null);
function useFeedFormParts() {
	const form = useContext(FeedFormContext);
	if (!form) throw new Error("FeedForm parts must be used inside <FeedForm.Root>");
	return form;
}
function Root({ form, children, ...rest }) {
	return /* @__PURE__ */ jsx(FeedFormContext.Provider, {
		value: form,
		children: /* @__PURE__ */ jsx("form", {
			...rest,
			...form.formProps,
			children
		})
	});
}
function FieldError({ error }) {
	return error.message ? /* @__PURE__ */ jsx("p", {
		...error.props,
		children: error.message
	}) : null;
}
/** A question answered by one of a few options (yes/no, which number, which date). */
function ChoiceGroup({ field }) {
	const group = useFeedFormParts().choice(field);
	return /* @__PURE__ */ jsxs("fieldset", {
		...group.fieldsetProps,
		children: [
			/* @__PURE__ */ jsx("legend", { children: group.legend }),
			group.options.map((option) => /* @__PURE__ */ jsxs("div", {
				"data-part": "option",
				children: [/* @__PURE__ */ jsx("input", { ...option.inputProps }), /* @__PURE__ */ jsx("label", {
					...option.labelProps,
					children: option.label
				})]
			}, option.value)),
			/* @__PURE__ */ jsx(FieldError, { error: group.error })
		]
	});
}
function TextField({ field }) {
	const bag = useFeedFormParts().text(field);
	const { type, ...inputProps } = bag.inputProps;
	return /* @__PURE__ */ jsxs("div", {
		"data-field": field,
		"data-part": "field",
		children: [
			/* @__PURE__ */ jsxs("label", {
				...bag.labelProps,
				children: [bag.label, bag.optionalMark ? /* @__PURE__ */ jsxs("span", {
					"data-part": "optional",
					children: [" ", bag.optionalMark]
				}) : null]
			}),
			bag.hint ? /* @__PURE__ */ jsx("p", {
				...bag.hintProps,
				children: bag.hint
			}) : null,
			bag.multiline ? /* @__PURE__ */ jsx("textarea", {
				...inputProps,
				rows: 3
			}) : /* @__PURE__ */ jsx("input", {
				...inputProps,
				type
			}),
			/* @__PURE__ */ jsx(FieldError, { error: bag.error })
		]
	});
}
/** Every field the form asks right now, in core's order. */
function Fields() {
	const form = useFeedFormParts();
	return /* @__PURE__ */ jsx(Fragment, { children: form.asked.map(({ field }) => isChoiceField(field) ? /* @__PURE__ */ jsx(ChoiceGroup, { field }, field) : /* @__PURE__ */ jsx(TextField, { field }, field)) });
}
/** The "action in progress" line (polite) and, after a failed send, the alert. */
function Status() {
	const form = useFeedFormParts();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		...form.statusProps,
		children: form.statusText ? /* @__PURE__ */ jsx("span", { children: form.statusText }, form.statusKey) : null
	}), /* @__PURE__ */ jsx(FieldError, { error: form.failure })] });
}
function Submit({ children }) {
	const form = useFeedFormParts();
	return /* @__PURE__ */ jsx("button", {
		...form.submitProps,
		children: children ?? form.submitLabel
	});
}
var FeedForm = {
	Root,
	Fields,
	ChoiceGroup,
	TextField,
	Status,
	Submit
};
// ../../packages/ui/src/feed-forms/FailureFeedForm.tsx
/**
* The standard arrangement: the asked fields, the submit button, then the status line. The
* line sits below the button so its appearing never moves the button under a second click.
*/
function FailureFeedForm(props) {
	const { direction, issueId, kind, dateOptions, captureAddress, initialValues, mode, onSubmit, store, ...formAttributes } = props;
	const form = useFeedForm({
		direction,
		issueId,
		kind,
		dateOptions,
		captureAddress,
		initialValues,
		mode,
		onSubmit,
		store
	});
	return /* @__PURE__ */ jsxs(FeedForm.Root, {
		form,
		...formAttributes,
		children: [
			/* @__PURE__ */ jsx(FeedForm.Fields, {}),
			/* @__PURE__ */ jsx(FeedForm.Submit, {}),
			/* @__PURE__ */ jsx(FeedForm.Status, {})
		]
	});
}
// ../../packages/ui/src/feed-forms/FailureNotice.tsx
/** What happened (the reason's message) and what the page asks of the shopper. */
function FailureNotice({ direction, code, reason }) {
	const { i18n } = useLingui();
	return /* @__PURE__ */ jsxs("div", {
		"data-part": "failure-notice",
		"data-direction": direction,
		"data-reason": code ?? "other",
		"data-action": reason.action,
		children: [/* @__PURE__ */ jsx("p", {
			"data-part": "failure-message",
			children: i18n._(reason.message)
		}), /* @__PURE__ */ jsx("p", {
			"data-part": "failure-prompt",
			children: i18n._(FEED_ACTION_PROMPT[reason.action])
		})]
	});
}
// ../../packages/ui/src/feed-forms/concern-rows.ts
/** The yes/no question of each direction; its option labels name the stored answer. */
var ANSWER_CHOICE = {
	delivery: FEED_FORM_SPEC["deliver-or-cancel"].choice,
	pickup: FEED_FORM_SPEC["pickup-or-cancel"].choice
};
var DATE_LABEL = {
	delivery: { id: "N+uSiG" },
	pickup: { id: "X5gUHa" }
};
var CONTACT_CHOICE = FEED_FORM_SPEC["alternate-number"].choice;
/**
* What the shopper told us, as label/value rows in the form's order. Only what was given is
* listed, except "which number": choosing the order's number stores no phone, and the row
* says so.
*/
function concernRows(direction, kind, feed) {
	const rows = [];
	const text = (key, label, value) => {
		if (value.trim()) rows.push({
			key,
			label,
			value: {
				kind: "text",
				text: value.trim()
			}
		});
	};
	const answer = ANSWER_CHOICE[direction];
	const chosen = answer.options.find((o) => o.value === feed.answer);
	if (chosen) rows.push({
		key: "answer",
		label: answer.question,
		value: {
			kind: "label",
			label: chosen.label
		}
	});
	if (feed.preferred_date.trim()) rows.push({
		key: "preferred_date",
		label: DATE_LABEL[direction],
		value: {
			kind: "date",
			date: feed.preferred_date.trim()
		}
	});
	text("preferred_time", { id: "R3NIYd" }, feed.preferred_time);
	if (feed.phone_number.trim()) text("phone_number", FEED_TEXT_FIELD_LABEL.phone_number, feed.phone_number);
	else if (feedChoiceOf(kind)?.field === "contact") {
		const orderNumber = CONTACT_CHOICE.options.find((o) => o.value === "order-number");
		if (orderNumber) rows.push({
			key: "contact",
			label: CONTACT_CHOICE.question,
			value: {
				kind: "label",
				label: orderNumber.label
			}
		});
	}
	text("address", FEED_TEXT_FIELD_LABEL.address, feed.address);
	text("drop_pincode", FEED_TEXT_FIELD_LABEL.drop_pincode, feed.drop_pincode);
	text("landmark", FEED_TEXT_FIELD_LABEL.landmark, feed.landmark);
	text("comment", FEED_TEXT_FIELD_LABEL.comment, feed.comment);
	return rows;
}
// ../../packages/ui/src/feed-forms/SubmittedConcern.tsx
/** The concern already raised, as stored: it stays on the page after a reload. */
function SubmittedConcern({ direction, kind, concern, brandName, onChange, focusOnMount = false }) {
	const { _: _t, i18n } = useLingui();
	const format = useFormatters();
	const headingId = useId();
	const heading = useRef(null);
	useEffect(() => {
		if (focusOnMount) heading.current?.focus();
	}, [focusOnMount]);
	const valueText = (value) => {
		switch (value.kind) {
			case "text": return value.text;
			case "date": return preferredDateLabel(value.date, i18n.locale);
			case "label": return i18n._(value.label);
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		"data-part": "concern",
		"data-direction": direction,
		"data-reason": concern.issue_id,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				ref: heading,
				tabIndex: -1,
				children: _t({ id: "YnM+ku" })
			}),
			/* @__PURE__ */ jsx("p", {
				"data-part": "follow-up",
				children: brandName ? /* @__PURE__ */ jsx(Trans, {
					id: "J9IkNS",
					values: { brandName }
				}) : /* @__PURE__ */ jsx(Trans, { id: "6ofefW" })
			}),
			/* @__PURE__ */ jsxs("dl", {
				"data-part": "concern-details",
				children: [concernRows(direction, kind, concern).map((row) => /* @__PURE__ */ jsxs("div", {
					"data-row": row.key,
					children: [/* @__PURE__ */ jsx("dt", { children: i18n._(row.label) }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("bdi", { children: valueText(row.value) }) })]
				}, row.key)), concern.timestamp ? /* @__PURE__ */ jsxs("div", {
					"data-row": "timestamp",
					children: [/* @__PURE__ */ jsx("dt", { children: _t({ id: "h69WC6" }) }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("time", {
						dateTime: concern.timestamp,
						children: format.dateTime(concern.timestamp)
					}) })]
				}) : null]
			}),
			onChange ? /* @__PURE__ */ jsx("button", {
				type: "button",
				"data-part": "change",
				onClick: onChange,
				children: _t({ id: "LRJwTr" })
			}) : null
		]
	});
}
// ../../packages/ui/src/feed-forms/concern-values.ts
/**
* The form's starting values when the shopper changes a concern already raised. The feed
* has no "which number" choice: a stored phone means another number was given.
*/
function formValuesOfConcern(kind, feed) {
	const asksContact = feedChoiceOf(kind)?.field === "contact";
	const values = {
		preferred_date: feed.preferred_date,
		phone_number: feed.phone_number,
		address: feed.address,
		drop_pincode: feed.drop_pincode,
		landmark: feed.landmark,
		comment: feed.comment
	};
	if (feed.answer) values.answer = feed.answer;
	if (asksContact) values.contact = feed.phone_number ? "alternate-number" : "order-number";
	return values;
}
/** The concern as it will read back, from the body just sent (shown before any reload). */
function concernOfBody(body, sentAt) {
	return {
		issue_id: body.issue_id,
		answer: body.answer ?? null,
		preferred_date: body.preferred_date ?? "",
		preferred_time: body.preferred_time ?? "",
		phone_number: body.phone_number ?? "",
		address: body.address ?? "",
		drop_pincode: body.drop_pincode ?? "",
		landmark: body.landmark ?? "",
		comment: body.comment ?? "",
		timestamp: sentAt.toISOString()
	};
}
// ../portal/src/screens/delivery-issue/feed-calls.ts
/** Failed deliveries answer on tracking-feed, failed pickups on npr/tracking-feed (spec section 7). */
function feedCallsOf(api, direction) {
	return {
		delivery: {
			read: api.getTrackingFeed,
			save: api.saveTrackingFeed
		},
		pickup: {
			read: api.getPickupFeed,
			save: api.savePickupFeed
		}
	}[direction];
}
// ../portal/src/screens/delivery-issue/FailureAnswer.tsx
/** The concern as the server stored it, when its answer carries one. */
function storedConcern(data) {
	const parsed = v.safeParse(TrackingFeedResultSchema, data);
	return parsed.success ? parsed.output.feed ?? null : null;
}
/**
* The open failure's reason and the shopper's answer: the form (POST), or the concern
* already raised with a way to change it (PUT). A sent answer shows the brand's follow-up
* toast and replaces the form at once.
*/
function FailureAnswer({ direction, offer, waybill, loadedAt, onSaved }) {
	const { _: _t, i18n } = useLingui();
	const { state, brand, api } = usePortal();
	const headingId = useId();
	const [editing, setEditing] = useState(false);
	const [justSent, setJustSent] = useState(false);
	const fridaysOnly = brand.flags.fridayOnlyDeliveryDates;
	const dateOptions = useMemo(() => preferredDateOptions({
		direction,
		now: loadedAt,
		fridaysOnly,
		timeZone: shopperTimeZone()
	}), [
		direction,
		loadedAt,
		fridaysOnly
	]);
	const { concern } = offer;
	const securityKey = state.page.params.security_key;
	const send = async (body) => {
		const calls = feedCallsOf(api, direction);
		const query = {
			tracking_id: waybill,
			security_key: securityKey
		};
		const update = concern !== null;
		let result = await calls.save(query, body, { update });
		if (!result.ok && !update && result.error.status === 409) result = await calls.save(query, body, { update: true });
		if (result.ok) {
			toast.success(i18n._(TOAST_MESSAGE["concern-submitted"]), { duration: TOAST_DURATION_MS.success });
			setEditing(false);
			setJustSent(true);
			onSaved({
				new_ndr: offer.code,
				feed: storedConcern(result.data) ?? concernOfBody(body, /* @__PURE__ */ new Date())
			});
		}
		return result;
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FailureNotice, {
		direction,
		code: offer.code,
		reason: offer.reason
	}), concern && !editing ? /* @__PURE__ */ jsx(SubmittedConcern, {
		direction,
		kind: offer.form,
		concern,
		brandName: state.brand.name,
		onChange: () => setEditing(true),
		focusOnMount: justSent
	}) : /* @__PURE__ */ jsxs("div", {
		"data-part": "answer",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: concern ? _t({ id: "kbcsh1" }) : _t({ id: "Vtq6ex" })
			}),
			/* @__PURE__ */ jsx(FailureFeedForm, {
				"aria-labelledby": headingId,
				direction,
				issueId: offer.code,
				kind: offer.form,
				dateOptions,
				initialValues: concern ? formValuesOfConcern(offer.form, concern) : void 0,
				mode: concern ? "update" : "create",
				onSubmit: send
			}),
			editing ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "portal-link-button",
				"data-part": "keep",
				onClick: () => setEditing(false),
				children: _t({ id: "cFx4v/" })
			}) : null
		]
	})] });
}
// ../portal/src/screens/delivery-issue/load-failure-issue.ts
function resultOfAnswer(answer) {
	return answer.kind === "result" ? apiOk(answer.result) : apiFail({
		kind: "http",
		status: answer.status,
		message: answer.message
	});
}
/** The shipment of an order link to act on: a failed one first, else the first shipped one. */
function shipmentToAct(shipments) {
	const shipped = shipments.filter((s) => s.waybill);
	return (shipped.find((s) => s.latest_status && forwardStageOfCode(s.latest_status.code) === "failed-delivery") ?? shipped[0])?.waybill ?? void 0;
}
/**
* Loads a failure page: the shipment (track-order, or the server's inlined answer) and its
* feed (the open reason code and the concern raised), in parallel when the link names the
* waybill. Never throws.
*/
async function loadFailureIssue(input) {
	const { api, direction, params, inlined, brandEnterprise, now = () => /* @__PURE__ */ new Date() } = input;
	const feedCalls = feedCallsOf(api, direction);
	const readFeed = (waybill) => feedCalls.read({
		tracking_id: waybill,
		security_key: params.security_key
	});
	if (!params.waybill && !params.order_id) return { status: "not-found" };
	const earlyFeed = params.waybill ? readFeed(params.waybill) : void 0;
	const track = inlined && params.waybill ? resultOfAnswer(inlined) : await api.trackOrder({
		waybill: params.waybill,
		order_id: params.order_id,
		cp_id: params.cp_id,
		security_key: params.security_key
	});
	let outcome = trackingOutcomeOf(track, { brandEnterprise });
	let feedPromise = earlyFeed;
	if (outcome.kind === "order") {
		const waybill = shipmentToAct(outcome.order.shipments);
		if (!waybill) return { status: "not-found" };
		const [byWaybill, feed] = [api.trackOrder({
			waybill,
			security_key: params.security_key
		}), readFeed(waybill)];
		outcome = trackingOutcomeOf(await byWaybill, { brandEnterprise });
		feedPromise = feed;
	}
	if (outcome.kind === "not-found" || outcome.kind === "order") return { status: "not-found" };
	if (outcome.kind === "error") return { status: "failed" };
	const { waybill, entry } = outcome;
	if (stageOfferOf(direction, entry).kind === "not-offered") return {
		status: "ready",
		waybill,
		entry,
		feed: null,
		loadedAt: now()
	};
	const feed = await (feedPromise ?? readFeed(waybill));
	if (!feed.ok) return { status: "failed" };
	return {
		status: "ready",
		waybill,
		entry,
		feed: feed.data,
		loadedAt: now()
	};
}
// ../portal/src/screens/delivery-issue/use-failure-issue.ts
/**
* A failure page's data, fetched in the browser after hydration: the server renders the
* loading state (it has no feed), so the first paint is branded and immediate.
*/
function useFailureIssue(direction) {
	const { state: portal, api } = usePortal();
	const [attempt, setAttempt] = useState(0);
	const [state, setState] = useState({ status: "loading" });
	const { params } = portal.page;
	const inlined = portal.tracking;
	const brandEnterprise = portal.user.enterprise;
	useEffect(() => {
		let current = true;
		loadFailureIssue({
			api,
			direction,
			params,
			inlined,
			brandEnterprise
		}).then((loaded) => {
			if (current) setState(loaded);
		});
		return () => {
			current = false;
		};
	}, [
		api,
		direction,
		params,
		inlined,
		brandEnterprise,
		attempt
	]);
	return {
		state,
		retry: () => {
			setState({ status: "loading" });
			setAttempt((n) => n + 1);
		},
		setFeed: (feed) => setState((s) => s.status === "ready" ? {
			...s,
			feed
		} : s)
	};
}
// ../portal/src/screens/delivery-issue/FailureIssueScreen.tsx
/** Each direction's screen, and the page it came from (the back link). */
var SCREEN = {
	delivery: {
		id: "delivery-issue",
		back: "tracking",
		backLabel: { id: "p32j7r" }
	},
	pickup: {
		id: "reverse-issue",
		back: "reverse",
		backLabel: { id: "IAND/b" }
	}
};
/** When the shipment belongs on the other kind of page, a link there too. */
var OTHER_PAGE = {
	"is-pickup": {
		target: "reverse",
		label: { id: "3MrzBu" }
	},
	"is-delivery": {
		target: "tracking",
		label: { id: "xbUymd" }
	}
};
/**
* `/issue` and `/reverse/issue`: the open failure's reason and the form for its code, the
* concern already raised, or why there is nothing to answer, always with a way back.
*/
function FailureIssueScreen({ direction }) {
	const { i18n } = useLingui();
	const { state: portal } = usePortal();
	const issue = useFailureIssue(direction);
	const screen = SCREEN[direction];
	const link = (target) => issueLink(target, portal.page.params, portal.user.routePrefix);
	const { state } = issue;
	const offer = state.status === "ready" ? state.feed ? failureOfferOf(direction, state.entry, state.feed) : stageOfferOf(direction, state.entry) : null;
	const shown = offer && offer.kind !== "open" ? offer.kind : state.status;
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-issue",
		"data-screen": screen.id,
		"data-state": shown,
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: i18n._(SCREEN_TITLE[screen.id])
			}),
			state.status === "ready" ? /* @__PURE__ */ jsxs("p", {
				"data-part": "shipment",
				children: [
					/* @__PURE__ */ jsx(Trans, { id: "8vWGu9" }),
					" ",
					/* @__PURE__ */ jsx("bdi", { children: state.waybill }),
					state.entry.cp_name ? /* @__PURE__ */ jsxs(Fragment, { children: [" · ", state.entry.cp_name] }) : null
				]
			}) : null,
			/* @__PURE__ */ jsx(IssueBody, {
				direction,
				issue,
				offer,
				link
			}),
			/* @__PURE__ */ jsx("p", {
				"data-part": "back",
				children: /* @__PURE__ */ jsx("a", {
					href: link(screen.back),
					children: i18n._(screen.backLabel)
				})
			})
		]
	});
}
function IssueBody({ direction, issue, offer, link }) {
	const { _: _t, i18n } = useLingui();
	const { state } = issue;
	switch (state.status) {
		case "loading": return /* @__PURE__ */ jsx("p", {
			role: "status",
			"data-part": "loading",
			children: _t({ id: "9Q0NgZ" })
		});
		case "not-found": return /* @__PURE__ */ jsx("p", {
			role: "alert",
			"data-part": "not-found",
			children: i18n._(ERROR_MESSAGE["tracking-not-found"])
		});
		case "failed": return /* @__PURE__ */ jsxs("div", {
			role: "alert",
			"data-part": "load-failed",
			children: [/* @__PURE__ */ jsx("p", { children: i18n._(ERROR_MESSAGE["something-went-wrong"]) }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "portal-button",
				onClick: issue.retry,
				children: _t({ id: "KDw4GX" })
			})]
		});
	}
	if (!offer || offer.kind === "open") return null;
	switch (offer.kind) {
		case "not-offered": {
			const other = OTHER_PAGE[offer.reason];
			return /* @__PURE__ */ jsxs("div", {
				role: "status",
				"data-part": "not-offered",
				"data-reason": offer.reason,
				children: [/* @__PURE__ */ jsx("p", { children: i18n._(NOT_OFFERED_TEXT[offer.reason]) }), other ? /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
					href: link(other.target),
					children: i18n._(other.label)
				}) }) : null]
			});
		}
		case "no-answer-needed": return /* @__PURE__ */ jsx(FailureNotice, {
			direction,
			code: offer.code,
			reason: offer.reason
		});
		case "form": return /* @__PURE__ */ jsx(FailureAnswer, {
			direction,
			offer,
			waybill: state.waybill,
			loadedAt: state.loadedAt,
			onSaved: issue.setFeed
		});
	}
}
export { FailureIssueScreen as t };
