import { expect, test } from "vitest";
import type { ReturnReasonTextsResult } from "@portal/core/api";
import { missingLanguages } from "@portal/core/api";
import { bodyOf, draftProblems, fieldKey, textOf, withText } from "./reason-texts-draft.ts";

const STORED: ReturnReasonTextsResult = {
  default_locale: "en",
  reasons: [
    { id: 1, name: "Size issue", active: true, translations: { hi: "साइज़" }, sub_reasons: [{ id: 101, name: "Too small", translations: {} }] },
    { id: 2, name: "Changed my mind", active: false, translations: {}, sub_reasons: [] },
  ],
  exchange_instructions: { text: "Choose a size.", translations: {} },
  versions: [],
};

test("an edit lands on its language of its text only; the default language is the name", () => {
  const sub = { kind: "sub", reason: 0, sub: 0 } as const;
  let draft = withText(STORED, sub, "ta", "மிகவும் சிறியது");
  draft = withText(draft, { kind: "reason", reason: 1 }, "en", "Not wanted");
  draft = withText(draft, { kind: "instructions" }, "ar", "اختر مقاسًا");
  expect(textOf(draft, sub)).toEqual({ text: "Too small", translations: { ta: "மிகவும் சிறியது" } });
  expect(bodyOf(draft)).toEqual({
    reasons: [
      { id: 1, name: "Size issue", translations: { hi: "साइज़" }, sub_reasons: [{ id: 101, name: "Too small", translations: { ta: "மிகவும் சிறியது" } }] },
      { id: 2, name: "Not wanted", translations: {}, sub_reasons: [] },
    ],
    exchange_instructions: { text: "Choose a size.", translations: { ar: "اختر مقاسًا" } },
  });
  expect(STORED.reasons[0]?.sub_reasons[0]?.translations).toEqual({});
  expect(missingLanguages(textOf(draft, sub).translations, "en")).toEqual(["ar", "vi", "hi", "mr", "bn", "gu", "te"]);
});

test("the server's schema names each refused field by its key", () => {
  let draft = withText(STORED, { kind: "reason", reason: 0 }, "ta", "<b>அளவு</b>");
  draft = withText(draft, { kind: "sub", reason: 0, sub: 0 }, "en", " ");
  draft = withText(draft, { kind: "reason", reason: 1 }, "hi", "x".repeat(121));
  draft = withText(draft, { kind: "reason", reason: 1 }, "ar", "سطر\nسطر");
  expect(Object.fromEntries(draftProblems(draft))).toEqual({
    [fieldKey({ kind: "reason", reason: 0 }, "ta", "en")]: "markup",
    [fieldKey({ kind: "sub", reason: 0, sub: 0 }, "en", "en")]: "required",
    [fieldKey({ kind: "reason", reason: 1 }, "hi", "en")]: "too-long",
    [fieldKey({ kind: "reason", reason: 1 }, "ar", "en")]: "control",
  });
  // Instructions may break lines; an empty translation is no problem (it falls back).
  const fine = withText(withText(STORED, { kind: "instructions" }, "ta", "ஒன்று\nஇரண்டு"), { kind: "reason", reason: 0 }, "hi", "");
  expect(draftProblems(fine).size).toBe(0);
});
