import { useLingui } from "@lingui/react/macro";
import { useId, useReducer, useRef, type ChangeEvent, type FormEvent } from "react";
import type { PortalApiClient } from "@portal/core/api";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { initialPincodeCheck, pincodeCheckReducer, pincodeErrorOf } from "./pincode-check-state.ts";

/**
 * The pincode form. With the link's shipment id it asks pincode-serviceability (can this
 * shipment's return be picked up here?); without one, the brand-wide pincode check.
 */
export function usePincodeCheck({ api, shipmentId }: { api: PortalApiClient; shipmentId: string | undefined }) {
  const { t, i18n } = useLingui();
  const [state, dispatch] = useReducer(pincodeCheckReducer, initialPincodeCheck);
  const inFlight = useRef(false);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const checking = state.phase === "checking";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    dispatch({ type: "submit" });
    if (pincodeErrorOf(state.pincode)) {
      setTimeout(() => document.getElementById(inputId)?.focus(), 0);
      return;
    }
    inFlight.current = true;
    const pincode = state.pincode.trim();
    const answer = shipmentId
      ? api
          .checkPincodeServiceability({ shipment_uuid: shipmentId, pickup_pincode: pincode })
          .then((r) => (r.ok ? { serviceable: r.data.pincode_serviceable, place: r.data.pincode_data ?? null } : undefined))
      : api.checkPincode({ pincode }).then((r) => (r.ok ? { serviceable: r.data.serviceable, place: { city: r.data.city, state: r.data.state } } : undefined));
    void answer.then((result) => {
      inFlight.current = false;
      dispatch(result ? { type: "answer", ...result } : { type: "failed" });
    });
  };

  const place = [state.place?.city, state.place?.state].filter(Boolean).join(", ");
  const checked = state.checked;
  const resultText = {
    idle: "",
    checking: "",
    serviceable: place ? t`Pickup is available at ${checked} (${place}).` : t`Pickup is available at ${checked}.`,
    "not-serviceable": i18n._(ERROR_MESSAGE["pincode-not-serviceable"]),
    failed: i18n._(ERROR_MESSAGE["something-went-wrong"]),
  } as const satisfies Record<typeof state.phase, string>;

  return {
    phase: state.phase,
    formProps: { onSubmit, noValidate: true, "aria-busy": checking || undefined, "data-state": state.phase },
    labelProps: { htmlFor: inputId },
    inputProps: {
      id: inputId,
      name: "pickup_pincode",
      type: "text" as const,
      inputMode: "numeric" as const,
      autoComplete: "postal-code",
      maxLength: 6,
      value: state.pincode,
      readOnly: checking,
      required: true,
      onChange: (e: ChangeEvent<HTMLInputElement>) => dispatch({ type: "change", pincode: e.target.value }),
      "aria-invalid": state.error ? (true as const) : undefined,
      "aria-describedby": [hintId, state.error ? errorId : undefined].filter(Boolean).join(" "),
    },
    hint: t`6 digits, for example 411001.`,
    hintProps: { id: hintId },
    error: state.error ? i18n._(VALIDATION_MESSAGE[state.error]) : "",
    errorProps: { id: errorId, role: "alert" as const },
    submitButtonProps: { type: "submit" as const, "aria-disabled": checking || undefined, "data-state": state.phase },
    submitLabel: checking ? t`Checking…` : t`Check pincode`,
    progress: checking ? i18n._(ERROR_MESSAGE["action-in-progress"]) : "",
    /** Always rendered, so a new answer is announced. */
    resultProps: { role: "status" as const, "data-state": state.phase },
    result: resultText[state.phase],
  };
}
