import type { PincodeData } from "@portal/core/api";
import { PincodeSchema, validationMessageOf, type ValidationMessageKey } from "@portal/core/validation";

/** idle -> checking -> serviceable | not-serviceable | failed; editing the pincode starts over. */
export type PincodePhase = "idle" | "checking" | "serviceable" | "not-serviceable" | "failed";

export interface PincodeCheckState {
  phase: PincodePhase;
  pincode: string;
  error: ValidationMessageKey | undefined;
  /** The place of the checked pincode, when known. */
  place: Pick<PincodeData, "city" | "state"> | null;
  /** The pincode the result is about (the field may change after). */
  checked: string;
}

export type PincodeAction =
  | { type: "change"; pincode: string }
  | { type: "submit" }
  | { type: "answer"; serviceable: boolean; place: Pick<PincodeData, "city" | "state"> | null }
  | { type: "failed" };

export const initialPincodeCheck: PincodeCheckState = { phase: "idle", pincode: "", error: undefined, place: null, checked: "" };

export const pincodeErrorOf = (pincode: string): ValidationMessageKey | undefined => validationMessageOf(PincodeSchema, pincode);

export function pincodeCheckReducer(state: PincodeCheckState, action: PincodeAction): PincodeCheckState {
  switch (action.type) {
    case "change":
      if (state.phase === "checking") return state;
      return { ...state, pincode: action.pincode, error: undefined };
    case "submit": {
      if (state.phase === "checking") return state;
      const error = pincodeErrorOf(state.pincode);
      if (error) return { ...state, error };
      return { ...state, phase: "checking", error: undefined, checked: state.pincode.trim() };
    }
    case "answer":
      return { ...state, phase: action.serviceable ? "serviceable" : "not-serviceable", place: action.place };
    case "failed":
      return { ...state, phase: "failed" };
  }
}
