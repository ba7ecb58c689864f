import { expect, test } from "vitest";
import { draftOf, editSettings, settingsBodyOf } from "./settings-draft.ts";

test("a brand without settings starts with everything off and the stored defaults", () => {
  expect(draftOf(null)).toEqual({ moments: [], channels: [], quietFrom: "21:00", quietTo: "08:00", defaultLocale: "en" });
});

test("switches add once and remove; the body is the server's schema's", () => {
  let draft = draftOf({ moments: ["shipped"], channels: ["email"], quiet_from: "22:00", quiet_to: "07:00", default_locale: "hi" });
  draft = editSettings(draft, { type: "toggle-moment", moment: "delivered", on: true });
  draft = editSettings(draft, { type: "toggle-moment", moment: "delivered", on: true });
  draft = editSettings(draft, { type: "toggle-channel", channel: "email", on: false });
  draft = editSettings(draft, { type: "toggle-channel", channel: "sms", on: true });
  expect(settingsBodyOf(draft)).toEqual({
    ok: true,
    body: { moments: ["shipped", "delivered"], channels: ["sms"], quiet_from: "22:00", quiet_to: "07:00", default_locale: "hi" },
  });
});

test("a quiet hour the server would refuse is refused before sending, with its message", () => {
  const draft = editSettings(draftOf(null), { type: "quiet", from: "25:00" });
  expect(settingsBodyOf(draft)).toEqual({ ok: false, field: "quiet_from" });
});
