import { describe, expect, test } from "vitest";
import { armed } from "./xss-detector.ts";
import { FieldLedger } from "./xss-fields.ts";

describe("FieldLedger", () => {
  test("packs marked payloads into the field's records, cuts one too long and skips what finds no room", () => {
    const ledger = new FieldLedger();
    const values = ledger.text("f", 0, ["<b>1</b>", "x".repeat(30), "<i>2</i>", "<u>3</u>"], { limit: 20, records: 2 });
    // "⟦f⟧ " is 4 characters: the 30 x's are cut to fill a record of their own; the last payload finds no room.
    expect(values).toEqual(["⟦f⟧ <b>1</b>", `⟦f⟧ ${"x".repeat(16)}`]);
    expect(ledger.rows()).toEqual([{ field: "f", placed: 2, reached: 0, truncated: 1, skipped: 2 }]);
  });

  test("a lead word starts every record and counts against the limit", () => {
    const ledger = new FieldLedger();
    expect(ledger.text("c", 0, ["ab", "cd"], { limit: 12, records: 2, lead: "L:" })).toEqual(["L:⟦c⟧ ab", "L:⟦c⟧ cd"]);
  });

  test("a payload counts as shown when its batch's page has the marker and payload as text, whitespace collapsed", () => {
    const ledger = new FieldLedger();
    ledger.text("name", 1, ["<img  src=x>", "<svg>"]);
    const url = ledger.bare("logo", 1, "javascript:__xss(1)");
    expect(url).toBe("javascript:__xss(1)");
    ledger.see(0, { text: "⟦name⟧ <svg>", attributes: "" });
    ledger.see(1, { text: "Hi ⟦name⟧ <img src=x> there", attributes: "javascript:__xss(1)" });
    expect(ledger.rows().map((r) => [r.field, r.reached])).toEqual([
      ["name", 1],
      ["logo", 1],
    ]);
    expect(ledger.summary()).toMatch(/^field +stored +shown +truncated +skipped\nname +2 +1 +0 +0\nlogo +1 +1 +0 +0$/);
  });
});

describe("armed payloads", () => {
  test("dialog calls become __xss calls; other words are left alone", () => {
    expect(armed(`<img src=x onerror=alert(1)>`)).toBe(`<img src=x onerror=__xss(1)>`);
    expect(armed("onerror=prompt;throw 1 confirm`1` window.print()")).toBe("onerror=__xss;throw 1 __xss`1` window.__xss()");
    expect(armed("alerts &#97;lert(1) printer")).toBe("alerts &#97;lert(1) printer");
  });
});
