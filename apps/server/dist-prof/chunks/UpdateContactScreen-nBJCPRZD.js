import { J as VALIDATION_MESSAGE, N as forwardStageOfCode, P as eventTime, U as validationMessageOf, W as PhoneSchema, n as usePortal, t as toast, v as CONTACT_UPDATE_BLOCKING_STAGES, y as isContactUpdateAllowed } from "../main.js";
import { t as ERROR_MESSAGE } from "./error-messages-D4LSaDCw.js";
import { n as TOAST_MESSAGE, t as TOAST_DURATION_MS } from "./toast-messages-CRFCFvva.js";
import { u as readTrackOrderResult } from "./return-reasons-P7TGR6k3.js";
import { Trans, useLingui } from "@lingui/react";
import { useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// ../portal/src/screens/update-contact/contact-permission.ts
/** Why the numbers can no longer change (spec section 6), in the shopper's terms. */
var CONTACT_CLOSED_MESSAGE = {
	delivered: { id: "mb3oxD" },
	lost: { id: "LaMzzW" },
	damaged: { id: "HK72Se" },
	"returned-to-origin": { id: "Oss7ob" },
	"failed-delivery": { id: "IzDNza" },
	"not-allowed": { id: "osxd4b" }
};
/**
* Core's rule (no update after delivered, lost, damaged, returned or failed scans; the
* shipment's own switch) with the newest blocking scan as the reason to show.
*/
function contactPermissionOf(entry) {
	const scans = [...entry.scans, entry.latest_status];
	if (isContactUpdateAllowed({
		scans,
		allowed: entry.config.allow_contact_update
	})) return { kind: "open" };
	return {
		kind: "closed",
		reason: [...scans].sort((a, b) => eventTime(b) - eventTime(a)).map((scan) => forwardStageOfCode(scan.code)).find((stage) => stage !== void 0 && CONTACT_UPDATE_BLOCKING_STAGES.includes(stage)) ?? "not-allowed"
	};
}
// ../portal/src/screens/update-contact/contact-form-state.ts
var initialContactForm = (values) => ({
	phase: "editing",
	values,
	errors: {},
	submitError: null
});
/** Spaces and hyphens are how people group digits; the rule is about the digits. */
var normalisePhone = (value) => value.replace(/[\s-]/g, "");
/** Core's phone rule; the alternate number may stay blank. */
function contactErrorsOf(values) {
	const alternate = normalisePhone(values.alternate_phone_number);
	return {
		phone_number: validationMessageOf(PhoneSchema, normalisePhone(values.phone_number)),
		alternate_phone_number: alternate === "" ? void 0 : validationMessageOf(PhoneSchema, alternate)
	};
}
function contactFormReducer(state, action) {
	switch (action.type) {
		case "change":
			if (state.phase === "submitting") return state;
			return {
				...state,
				phase: "editing",
				values: {
					...state.values,
					[action.field]: action.value
				},
				errors: {
					...state.errors,
					[action.field]: void 0
				}
			};
		case "submit": {
			if (state.phase === "submitting") return state;
			const errors = contactErrorsOf(state.values);
			if (errors.phone_number || errors.alternate_phone_number) return {
				...state,
				errors
			};
			return {
				...state,
				phase: "submitting",
				errors: {},
				submitError: null
			};
		}
		case "saved": return {
			...state,
			phase: "saved",
			values: action.values
		};
		case "failed": return {
			...state,
			phase: "editing",
			submitError: action.message
		};
	}
}
// ../portal/src/screens/update-contact/use-contact-form.ts
/**
* The update-contact form's behaviour: core's phone rule per field (errors announced and
* tied to their input), one submit at a time with "action in progress", the
* contact-updated toast on success.
*/
function useContactForm({ initial, save, onClosed }) {
	const { _: _t, i18n } = useLingui();
	const [state, dispatch] = useReducer(contactFormReducer, initial, initialContactForm);
	const inFlight = useRef(false);
	const ids = {
		phone_number: useId(),
		alternate_phone_number: useId()
	};
	const errorIds = {
		phone_number: useId(),
		alternate_phone_number: useId()
	};
	const hintId = useId();
	const submitting = state.phase === "submitting";
	const onSubmit = (event) => {
		event.preventDefault();
		if (inFlight.current) return;
		const errors = contactErrorsOf(state.values);
		dispatch({ type: "submit" });
		const firstInvalid = ["phone_number", "alternate_phone_number"].find((f) => errors[f]);
		if (firstInvalid) {
			setTimeout(() => document.getElementById(ids[firstInvalid])?.focus(), 0);
			return;
		}
		inFlight.current = true;
		const values = {
			phone_number: normalisePhone(state.values.phone_number),
			alternate_phone_number: normalisePhone(state.values.alternate_phone_number)
		};
		save(values).then((result) => {
			inFlight.current = false;
			if (result.ok) {
				dispatch({
					type: "saved",
					values
				});
				toast.success(i18n._(TOAST_MESSAGE["contact-updated"]), { duration: TOAST_DURATION_MS.success });
				return;
			}
			if (result.error.status === 409) onClosed();
			const message = result.error.status === 400 ? i18n._(VALIDATION_MESSAGE.phone) : i18n._(ERROR_MESSAGE["something-went-wrong"]);
			dispatch({
				type: "failed",
				message
			});
		});
	};
	const field = (name) => {
		const error = state.errors[name];
		const describedBy = [name === "phone_number" ? hintId : void 0, error ? errorIds[name] : void 0].filter(Boolean).join(" ");
		return {
			labelProps: { htmlFor: ids[name] },
			inputProps: {
				id: ids[name],
				name,
				type: "tel",
				inputMode: "numeric",
				autoComplete: name === "phone_number" ? "tel-national" : "off",
				value: state.values[name],
				readOnly: submitting,
				onChange: (e) => dispatch({
					type: "change",
					field: name,
					value: e.target.value
				}),
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy || void 0,
				required: name === "phone_number"
			},
			error: error ? i18n._(VALIDATION_MESSAGE[error]) : "",
			errorProps: {
				id: errorIds[name],
				role: "alert"
			}
		};
	};
	return {
		phase: state.phase,
		formProps: {
			onSubmit,
			noValidate: true,
			"aria-busy": submitting || void 0,
			"data-state": state.phase
		},
		phone: field("phone_number"),
		alternate: field("alternate_phone_number"),
		hint: _t({ id: "rpisXT" }),
		hintProps: { id: hintId },
		submitButtonProps: {
			type: "submit",
			"aria-disabled": submitting || void 0,
			"data-state": state.phase
		},
		submitLabel: submitting ? _t({ id: "Jqe+Dc" }) : _t({ id: "i9okDf" }),
		progress: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : "",
		progressProps: { role: "status" },
		submitError: state.submitError ?? "",
		submitErrorProps: { role: "alert" }
	};
}
// ../portal/src/screens/update-contact/use-contact-source.ts
var EMPTY = {
	phone_number: "",
	alternate_phone_number: ""
};
/**
* What the screen needs: the shipment's scans (core's permission rule and its reason) and,
* when the numbers can change, the current ones to start from. Both in parallel.
*/
function useContactSource() {
	const { state, api } = usePortal();
	const waybill = state.page.params.waybill;
	const securityKey = state.page.params.security_key;
	const [source, setSource] = useState(waybill ? { status: "loading" } : { status: "no-link" });
	const [attempt, setAttempt] = useState(0);
	const retry = useCallback(() => {
		setSource({ status: "loading" });
		setAttempt((n) => n + 1);
	}, []);
	useEffect(() => {
		if (!waybill) return;
		let live = true;
		const query = {
			tracking_id: waybill,
			security_key: securityKey
		};
		Promise.all([api.trackOrder({
			waybill,
			security_key: securityKey
		}), api.getContactUpdate(query)]).then(([tracked, contact]) => {
			if (!live) return;
			if (!tracked.ok) {
				const notFound = tracked.error.status === 400 || tracked.error.status === 404;
				setSource(notFound ? { status: "not-found" } : {
					status: "error",
					retry
				});
				return;
			}
			const lookup = readTrackOrderResult(tracked.data);
			if (lookup.kind !== "waybill") return setSource({ status: "not-found" });
			const byScans = contactPermissionOf(lookup.entry);
			const serverCloses = contact.ok && !contact.data.allow_contact_update;
			const permission = byScans.kind === "open" && serverCloses ? {
				kind: "closed",
				reason: "not-allowed"
			} : byScans;
			const current = contact.ok ? {
				phone_number: contact.data.phone_number,
				alternate_phone_number: contact.data.alternate_phone_number
			} : EMPTY;
			setSource({
				status: "ready",
				permission,
				current
			});
		});
		return () => {
			live = false;
		};
	}, [
		api,
		waybill,
		securityKey,
		attempt,
		retry
	]);
	const close = useCallback(() => setSource((s) => s.status === "ready" ? {
		...s,
		permission: {
			kind: "closed",
			reason: "not-allowed"
		}
	} : s), []);
	return {
		...source,
		close
	};
}
// ../portal/src/screens/update-contact/UpdateContactScreen.tsx
/** `/update-contact?waybill=…`: the shipment's contact number and alternate number. */
function UpdateContactScreen() {
	const { _: _t } = useLingui();
	const { state, api } = usePortal();
	const source = useContactSource();
	const waybill = state.page.params.waybill;
	const trackingHref = trackingLink(state.user.routePrefix, state.page.params);
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-contact",
		"data-screen": "update-contact",
		"data-state": source.status,
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: _t({ id: "k1l3zO" })
			}),
			waybill ? /* @__PURE__ */ jsxs("p", {
				"data-part": "waybill",
				children: [
					/* @__PURE__ */ jsx(Trans, { id: "8vWGu9" }),
					" ",
					/* @__PURE__ */ jsx("bdi", { children: waybill })
				]
			}) : null,
			source.status === "no-link" ? /* @__PURE__ */ jsx("p", { children: _t({ id: "TYbSyE" }) }) : null,
			source.status === "loading" ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: _t({ id: "Pwqkdw" })
			}) : null,
			source.status === "not-found" ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: _t({ id: "XI7wr1" })
			}) : null,
			source.status === "error" ? /* @__PURE__ */ jsxs("div", {
				role: "alert",
				children: [/* @__PURE__ */ jsx("p", { children: _t({ id: "fWsBTs" }) }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "portal-button",
					onClick: source.retry,
					children: _t({ id: "KDw4GX" })
				})]
			}) : null,
			source.status === "ready" ? /* @__PURE__ */ jsx(ContactForm, {
				permission: source.permission,
				initial: source.current,
				onClosed: source.close,
				save: (values) => api.saveContactUpdate({
					tracking_id: waybill ?? "",
					security_key: state.page.params.security_key
				}, values)
			}) : null,
			waybill ? /* @__PURE__ */ jsx("p", {
				"data-part": "back",
				children: /* @__PURE__ */ jsx("a", {
					href: trackingHref,
					children: _t({ id: "p32j7r" })
				})
			}) : null
		]
	});
}
function trackingLink(prefix, params) {
	const query = new URLSearchParams();
	if (params.waybill) query.set("waybill", params.waybill);
	if (params.security_key) query.set("security_key", params.security_key);
	return `${prefix}/tracking?${query}`;
}
function ContactForm({ permission, initial, save, onClosed }) {
	const { _: _t2, i18n } = useLingui();
	const form = useContactForm({
		initial,
		save,
		onClosed
	});
	const reasonId = useId();
	const closed = permission.kind === "closed";
	return /* @__PURE__ */ jsxs("form", {
		...form.formProps,
		"aria-describedby": closed ? reasonId : void 0,
		"data-permission": permission.kind,
		children: [
			closed ? /* @__PURE__ */ jsx("p", {
				id: reasonId,
				"data-part": "closed-reason",
				children: i18n._(CONTACT_CLOSED_MESSAGE[permission.reason])
			}) : null,
			/* @__PURE__ */ jsxs("fieldset", {
				disabled: closed,
				"data-part": "fields",
				children: [
					/* @__PURE__ */ jsx("legend", { children: _t2({ id: "iB//zh" }) }),
					/* @__PURE__ */ jsxs("div", {
						"data-part": "field",
						children: [
							/* @__PURE__ */ jsx("label", {
								...form.phone.labelProps,
								children: _t2({ id: "sH5OSk" })
							}),
							/* @__PURE__ */ jsx("p", {
								...form.hintProps,
								"data-part": "hint",
								children: form.hint
							}),
							/* @__PURE__ */ jsx("input", { ...form.phone.inputProps }),
							form.phone.error ? /* @__PURE__ */ jsx("p", {
								...form.phone.errorProps,
								"data-part": "error",
								children: form.phone.error
							}) : null
						]
					}),
					/* @__PURE__ */ jsxs("div", {
						"data-part": "field",
						children: [
							/* @__PURE__ */ jsx("label", {
								...form.alternate.labelProps,
								children: _t2({ id: "Nje79B" })
							}),
							/* @__PURE__ */ jsx("input", { ...form.alternate.inputProps }),
							form.alternate.error ? /* @__PURE__ */ jsx("p", {
								...form.alternate.errorProps,
								"data-part": "error",
								children: form.alternate.error
							}) : null
						]
					}),
					/* @__PURE__ */ jsx("button", {
						...form.submitButtonProps,
						disabled: closed,
						className: "portal-button",
						children: form.submitLabel
					})
				]
			}),
			/* @__PURE__ */ jsx("p", {
				...form.progressProps,
				"data-part": "progress",
				children: form.progress
			}),
			/* @__PURE__ */ jsx("p", {
				...form.submitErrorProps,
				"data-part": "submit-error",
				children: form.submitError
			})
		]
	});
}
export { ContactForm, UpdateContactScreen as default };
