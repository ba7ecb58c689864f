import { describe, expect, test } from "vitest";
import { fixtureEntry } from "../../testing/portal-fixture.tsx";
import { contactErrorsOf, contactFormReducer, initialContactForm } from "./contact-form-state.ts";
import { contactPermissionOf } from "./contact-permission.ts";

describe("contact permission (core's rule, with the reason)", () => {
  test.each([
    [5, { kind: "open" }],
    [6, { kind: "open" }],
    [8, { kind: "closed", reason: "delivered" }],
    [16, { kind: "closed", reason: "lost" }],
    [17, { kind: "closed", reason: "damaged" }],
    [11, { kind: "closed", reason: "returned-to-origin" }],
    [7, { kind: "closed", reason: "failed-delivery" }],
  ])("latest code %i -> %j", (code, permission) => {
    expect(contactPermissionOf(fixtureEntry({ code }))).toEqual(permission);
  });

  test("the shipment's own switch closes it too", () => {
    const entry = fixtureEntry({ code: 5 });
    expect(contactPermissionOf({ ...entry, config: { ...entry.config, allow_contact_update: false } })).toEqual({ kind: "closed", reason: "not-allowed" });
  });
});

describe("contact form", () => {
  test("core's phone rule; the alternate number may stay blank; spaces and hyphens are fine", () => {
    expect(contactErrorsOf({ phone_number: "98450 12345", alternate_phone_number: "" })).toEqual({
      phone_number: undefined,
      alternate_phone_number: undefined,
    });
    expect(contactErrorsOf({ phone_number: "12345", alternate_phone_number: "98-2009-8765" })).toEqual({
      phone_number: "phone",
      alternate_phone_number: undefined,
    });
    // A +91 or a trunk 0 is how people copy their number; the rule is about the 10 digits.
    expect(contactErrorsOf({ phone_number: "+919845012345", alternate_phone_number: "abc" })).toEqual({
      phone_number: undefined,
      alternate_phone_number: "phone",
    });
  });

  test("submit goes to submitting once; changes wait until it ends", () => {
    let state = initialContactForm({ values: { phone_number: "9845012345", alternate_phone_number: "" } });
    state = contactFormReducer(state, { type: "submit" });
    expect(state.phase).toBe("submitting");
    expect(contactFormReducer(state, { type: "submit" })).toBe(state);
    expect(contactFormReducer(state, { type: "change", field: "phone_number", value: "1" })).toBe(state);
    state = contactFormReducer(state, { type: "failed", message: "Something went wrong. Please try again." });
    expect(state).toMatchObject({ phase: "editing", submitError: "Something went wrong. Please try again." });
  });
});
