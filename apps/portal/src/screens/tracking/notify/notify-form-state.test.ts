import { describe, expect, test } from "vitest";
import { notifyFormReducer, notifyProblemsOf, type NotifyFormState } from "./notify-form-state.ts";

const start: NotifyFormState = {
  phase: "editing",
  values: { channel: "email", address: "", consent: false },
  errors: {},
  submitError: undefined,
  subscribed: [],
};

describe("the updates opt-in form", () => {
  test("names every field's problem by core's schema, the address by its channel", () => {
    expect(notifyProblemsOf(start.values)).toEqual({ address: "email", consent: "consent" });
    expect(notifyProblemsOf({ channel: "sms", address: "a@b.in", consent: true })).toEqual({ address: "phone-international" });
    expect(notifyProblemsOf({ channel: "whatsapp", address: "+91 98765 43210", consent: true })).toEqual({});
  });

  test("a refused submit keeps the values; a saved one lists the channel once and clears the address", () => {
    const refused = notifyFormReducer(start, { type: "submit", errors: notifyProblemsOf(start.values) });
    expect(refused).toMatchObject({ phase: "editing", errors: { address: "email", consent: "consent" } });
    // Changing the channel asks for another address: its old problem goes.
    expect(notifyFormReducer(refused, { type: "change", field: "channel", value: "sms" }).errors).toEqual({ consent: "consent" });
    const sending = notifyFormReducer({ ...start, values: { channel: "email", address: "a@b.in", consent: true } }, { type: "submit", errors: {} });
    expect(sending.phase).toBe("submitting");
    const saved = notifyFormReducer(notifyFormReducer(sending, { type: "saved", channel: "email" }), { type: "saved", channel: "email" });
    expect(saved).toMatchObject({ phase: "saved", subscribed: ["email"], values: { channel: "email", address: "", consent: false } });
    expect(notifyFormReducer(sending, { type: "failed", message: "No." })).toMatchObject({ phase: "failed", submitError: "No." });
  });
});
