import { G as PincodeSchema, J as VALIDATION_MESSAGE, U as validationMessageOf, n as usePortal } from "../main.js";
import { t as ERROR_MESSAGE } from "./error-messages-D4LSaDCw.js";
import { useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useId, useReducer, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// ../portal/src/screens/pincode/pincode-check-state.ts
var initialPincodeCheck = {
	phase: "idle",
	pincode: "",
	error: void 0,
	place: null,
	checked: ""
};
var pincodeErrorOf = (pincode) => validationMessageOf(PincodeSchema, pincode);
function pincodeCheckReducer(state, action) {
	switch (action.type) {
		case "change":
			if (state.phase === "checking") return state;
			return {
				...state,
				pincode: action.pincode,
				error: void 0
			};
		case "submit": {
			if (state.phase === "checking") return state;
			const error = pincodeErrorOf(state.pincode);
			if (error) return {
				...state,
				error
			};
			return {
				...state,
				phase: "checking",
				error: void 0,
				checked: state.pincode.trim()
			};
		}
		case "answer": return {
			...state,
			phase: action.serviceable ? "serviceable" : "not-serviceable",
			place: action.place
		};
		case "failed": return {
			...state,
			phase: "failed"
		};
	}
}
// ../portal/src/screens/pincode/use-pincode-check.ts
/**
* The pincode form. With the link's shipment id it asks pincode-serviceability (can this
* shipment's return be picked up here?); without one, the brand-wide pincode check.
*/
function usePincodeCheck({ api, shipmentId }) {
	const { _: _t, i18n } = useLingui();
	const [state, dispatch] = useReducer(pincodeCheckReducer, initialPincodeCheck);
	const inFlight = useRef(false);
	const inputId = useId();
	const errorId = useId();
	const hintId = useId();
	const checking = state.phase === "checking";
	const onSubmit = (event) => {
		event.preventDefault();
		if (inFlight.current) return;
		dispatch({ type: "submit" });
		if (pincodeErrorOf(state.pincode)) {
			setTimeout(() => document.getElementById(inputId)?.focus(), 0);
			return;
		}
		inFlight.current = true;
		const pincode = state.pincode.trim();
		(shipmentId ? api.checkPincodeServiceability({
			shipment_uuid: shipmentId,
			pickup_pincode: pincode
		}).then((r) => r.ok ? {
			serviceable: r.data.pincode_serviceable,
			place: r.data.pincode_data ?? null
		} : void 0) : api.checkPincode({ pincode }).then((r) => r.ok ? {
			serviceable: r.data.serviceable,
			place: {
				city: r.data.city,
				state: r.data.state
			}
		} : void 0)).then((result) => {
			inFlight.current = false;
			dispatch(result ? {
				type: "answer",
				...result
			} : { type: "failed" });
		});
	};
	const place = [state.place?.city, state.place?.state].filter(Boolean).join(", ");
	const checked = state.checked;
	const resultText = {
		idle: "",
		checking: "",
		serviceable: place ? _t({
			id: "exN0Zf",
			values: {
				checked,
				place
			}
		}) : _t({
			id: "5C3nBU",
			values: { checked }
		}),
		"not-serviceable": i18n._(ERROR_MESSAGE["pincode-not-serviceable"]),
		failed: i18n._(ERROR_MESSAGE["something-went-wrong"])
	};
	return {
		phase: state.phase,
		formProps: {
			onSubmit,
			noValidate: true,
			"aria-busy": checking || void 0,
			"data-state": state.phase
		},
		labelProps: { htmlFor: inputId },
		inputProps: {
			id: inputId,
			name: "pickup_pincode",
			type: "text",
			inputMode: "numeric",
			autoComplete: "postal-code",
			maxLength: 6,
			value: state.pincode,
			readOnly: checking,
			required: true,
			onChange: (e) => dispatch({
				type: "change",
				pincode: e.target.value
			}),
			"aria-invalid": state.error ? true : void 0,
			"aria-describedby": [hintId, state.error ? errorId : void 0].filter(Boolean).join(" ")
		},
		hint: _t({ id: "WyuQhV" }),
		hintProps: { id: hintId },
		error: state.error ? i18n._(VALIDATION_MESSAGE[state.error]) : "",
		errorProps: {
			id: errorId,
			role: "alert"
		},
		submitButtonProps: {
			type: "submit",
			"aria-disabled": checking || void 0,
			"data-state": state.phase
		},
		submitLabel: checking ? _t({ id: "RLe7Vk" }) : _t({ id: "c22YuL" }),
		progress: checking ? i18n._(ERROR_MESSAGE["action-in-progress"]) : "",
		/** Always rendered, so a new answer is announced. */
		resultProps: {
			role: "status",
			"data-state": state.phase
		},
		result: resultText[state.phase]
	};
}
// ../portal/src/screens/pincode/PincodeScreen.tsx
/**
* `/pincode`: only on brands whose theme enables it (the server answers not-found
* elsewhere). The shipment id comes from the link's `shipment_uuid`, as return-info hands it out.
*/
function PincodeScreen() {
	const { api } = usePortal();
	const shipmentId = useRouterState({ select: (s) => shipmentIdOf(s.location.searchStr) });
	return /* @__PURE__ */ jsx(PincodeView, {
		api,
		shipmentId
	});
}
function shipmentIdOf(search) {
	return new URLSearchParams(search).get("shipment_uuid")?.trim() || void 0;
}
function PincodeView({ api, shipmentId }) {
	const { _: _t } = useLingui();
	const check = usePincodeCheck({
		api,
		shipmentId
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "portal-screen portal-pincode",
		"data-screen": "pincode",
		"data-state": check.phase,
		"aria-labelledby": "screen-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "screen-title",
				children: _t({ id: "eeFRXO" })
			}),
			/* @__PURE__ */ jsx("p", { children: _t({ id: "rQPJz6" }) }),
			/* @__PURE__ */ jsxs("form", {
				...check.formProps,
				children: [
					/* @__PURE__ */ jsxs("div", {
						"data-part": "field",
						children: [
							/* @__PURE__ */ jsx("label", {
								...check.labelProps,
								children: _t({ id: "ry2rnC" })
							}),
							/* @__PURE__ */ jsx("p", {
								...check.hintProps,
								"data-part": "hint",
								children: check.hint
							}),
							/* @__PURE__ */ jsx("input", { ...check.inputProps }),
							check.error ? /* @__PURE__ */ jsx("p", {
								...check.errorProps,
								"data-part": "error",
								children: check.error
							}) : null
						]
					}),
					/* @__PURE__ */ jsx("button", {
						...check.submitButtonProps,
						className: "portal-button",
						children: check.submitLabel
					}),
					/* @__PURE__ */ jsx("p", {
						role: "status",
						"data-part": "progress",
						children: check.progress
					})
				]
			}),
			/* @__PURE__ */ jsx("p", {
				...check.resultProps,
				"data-part": "result",
				children: check.result
			})
		]
	});
}
export { PincodeView, PincodeScreen as default };
