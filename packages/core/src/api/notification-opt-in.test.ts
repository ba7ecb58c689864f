import { describe, expect, test } from "vitest";
import { validateRequest } from "./request-validation.ts";
import { NotificationOptInBodySchema } from "./notification-opt-in.ts";

describe("the updates opt-in body", () => {
  test("takes an e-mail for e-mail and a phone for SMS and WhatsApp, trimmed", () => {
    expect(validateRequest(NotificationOptInBodySchema, { channel: "email", address: " a@b.in ", consent: true })).toEqual({
      ok: true,
      value: { channel: "email", address: "a@b.in", consent: true },
    });
    expect(validateRequest(NotificationOptInBodySchema, { channel: "whatsapp", address: "+91 98765 43210", consent: true }).ok).toBe(true);
    expect(validateRequest(NotificationOptInBodySchema, { channel: "sms", address: "9876543210", consent: true }).ok).toBe(true);
  });

  test("names the field and the reason of a refusal", () => {
    expect(validateRequest(NotificationOptInBodySchema, { channel: "email", address: "not-mail", consent: true })).toEqual({
      ok: false,
      message: { field: "address", key: "email" },
    });
    expect(validateRequest(NotificationOptInBodySchema, { channel: "sms", address: "a@b.in", consent: true })).toEqual({
      ok: false,
      message: { field: "address", key: "phone-international" },
    });
    expect(validateRequest(NotificationOptInBodySchema, { channel: "sms", address: "9876543210", consent: false })).toEqual({
      ok: false,
      message: { field: "consent", key: "consent" },
    });
    expect(validateRequest(NotificationOptInBodySchema, { channel: "pigeon", address: "9876543210", consent: true })).toEqual({
      ok: false,
      message: { field: "channel", key: "option" },
    });
  });
});
