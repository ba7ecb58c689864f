import { expect, test } from "vitest";
import { draftOf, editSettings, settingsBodyOf } from "./settings-draft.ts";

test("a brand without settings starts with everything off and the stored defaults", () => {
  expect(settingsBodyOf(draftOf(null))).toEqual({
    ok: true,
    body: { switches: [], quiet_from: "21:00", quiet_to: "08:00", default_locale: "en" },
  });
});

test("each cell of the grid switches on once and off alone; the body is the server's schema's", () => {
  let draft = draftOf({
    switches: [
      { moment: "shipped", channel: "email" },
      { moment: "shipped", channel: "sms" },
    ],
    moments: ["shipped"],
    channels: ["email", "sms"],
    quiet_from: "22:00",
    quiet_to: "07:00",
    default_locale: "hi",
  });
  draft = editSettings(draft, { type: "toggle-cell", moment: "delivered", channel: "whatsapp", on: true });
  draft = editSettings(draft, { type: "toggle-cell", moment: "delivered", channel: "whatsapp", on: true });
  draft = editSettings(draft, { type: "toggle-cell", moment: "shipped", channel: "sms", on: false });
  expect(settingsBodyOf(draft)).toEqual({
    ok: true,
    body: {
      switches: [
        { moment: "shipped", channel: "email" },
        { moment: "delivered", channel: "whatsapp" },
      ],
      quiet_from: "22:00",
      quiet_to: "07:00",
      default_locale: "hi",
    },
  });
});

test("a quiet hour the server would refuse is refused before sending, with its message", () => {
  const draft = editSettings(draftOf(null), { type: "quiet", from: "25:00" });
  expect(settingsBodyOf(draft)).toEqual({ ok: false, field: "quiet_from" });
});
