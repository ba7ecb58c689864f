import { expect, test } from "vitest";
import type { ReturnReasonTextsResult, ReturnTextVersionTexts } from "@portal/core/api";
import { versionChanges } from "./version-changes.ts";

const STORED: ReturnReasonTextsResult = {
  default_locale: "en",
  reasons: [
    { id: 1, name: "Size issue", active: true, translations: { hi: "साइज़", ta: "அளவு" }, sub_reasons: [{ id: 101, name: "Too small", translations: {} }] },
    { id: 3, name: "Added by the import later", active: true, translations: {}, sub_reasons: [] },
  ],
  exchange_instructions: { text: "Choose a size.", translations: { ar: "اختر مقاسًا" } },
  versions: [],
};

const VERSION: ReturnTextVersionTexts = {
  id: "v1",
  username: "admin",
  created_at: "2026-12-01T10:00:00.000Z",
  reasons: [
    {
      id: 1,
      name: "Wrong size",
      translations: { hi: "साइज़" },
      sub_reasons: [
        { id: 101, name: "Too small", translations: { ta: "சிறியது" } },
        { id: 102, name: "Gone", translations: {} },
      ],
    },
    { id: 2, name: "Removed by the import since", translations: {}, sub_reasons: [] },
  ],
  exchange_instructions: { text: "Choose a size.", translations: { ar: "اختر مقاسًا" } },
};

test("lists each language of each text whose words a restore changes, by today's names; the import's later reasons and removals are left out", () => {
  expect(versionChanges(STORED, VERSION)).toEqual([
    { text: { kind: "reason", name: "Size issue" }, locale: "en", now: "Size issue", restored: "Wrong size" },
    { text: { kind: "reason", name: "Size issue" }, locale: "ta", now: "அளவு", restored: "" },
    { text: { kind: "sub", reason: "Size issue", name: "Too small" }, locale: "ta", now: "", restored: "சிறியது" },
  ]);
});

test("a version with the stored words changes nothing; the default language is its own field", () => {
  const same: ReturnTextVersionTexts = { ...VERSION, reasons: STORED.reasons, exchange_instructions: STORED.exchange_instructions };
  expect(versionChanges(STORED, same)).toEqual([]);
  const tamilDefault = { ...STORED, default_locale: "ta" as const };
  expect(versionChanges(tamilDefault, { ...same, exchange_instructions: { text: "தேர்வு", translations: { ar: "اختر مقاسًا" } } })).toEqual([
    { text: { kind: "instructions" }, locale: "ta", now: "Choose a size.", restored: "தேர்வு" },
  ]);
});
