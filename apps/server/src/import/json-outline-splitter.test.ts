import { describe, expect, test } from "vitest";
import { JsonOutlineSplitter, JsonSyntaxError, parseItem, type OutlineEvent } from "./json-outline-splitter.ts";

/** Feeds `text` in pieces of `size` characters and returns every event, parsed items included. */
function split(text: string, size: number) {
  const splitter = new JsonOutlineSplitter();
  const events: OutlineEvent[] = [];
  for (let i = 0; i < text.length; i += size) events.push(...splitter.write(text.slice(i, i + size)));
  events.push(...splitter.end());
  return events.map((e) => (e.type === "item" ? { type: e.type, key: e.key, index: e.index, value: parseItem(e) } : e));
}

const tricky = {
  version: 1,
  note: 'a "quoted" \\ back\\\\slash \\" and ] } [ {',
  shipments: [{ waybill: 'W\\"1', scans: [{ code: 1, location: "Pune ]}" }] }, "text ends with \\", 42, null, [[], {}], { "": "ಬೆಂಗಳೂರು 😀" }],
  empty: [],
  last: false,
};

describe("splitting a JSON document by its outline", () => {
  test("gives each member and each list element the same whatever the chunk size", () => {
    const text = JSON.stringify(tricky, null, 2);
    const whole = split(text, text.length);
    expect(whole).toEqual([
      { type: "member", key: "version", value: 1 },
      { type: "member", key: "note", value: tricky.note },
      { type: "list", key: "shipments" },
      ...tricky.shipments.map((value, index) => ({ type: "item", key: "shipments", index, value })),
      { type: "list", key: "empty" },
      { type: "member", key: "last", value: false },
    ]);
    for (const size of [1, 2, 3, 7, 64]) expect(split(text, size)).toEqual(whole);
  });

  test.each([
    ['{"version": 1 "shipments": []}', /expected "," or "}" at character 14/],
    ['{"shipments": [{"a": 1} {"b": 2}]}', /expected "," or "\]" in "shipments"/],
    ['{"shipments": [{"a": 1},]}', /expected a value/],
    ['{"shipments": [{"a": tru}]}', /^shipments\.0 at character 15: /],
    ['{"version": 1', /ends early/],
    ['{"version": 1} x', /expected nothing after the document/],
    ["", /empty/],
  ])("refuses %j", (text, message) => {
    expect(() => split(text, 5)).toThrow(JsonSyntaxError);
    expect(() => split(text, 5)).toThrow(message);
  });

  test("holds at most one record of a large document, however it is chunked", () => {
    const record = (i: number) =>
      JSON.stringify({ brand: "acme", waybill: `W${i}`, scans: [{ code: 1, description: `scan "${i}"`, timestamp: "2026-11-18T09:12:00Z" }] });
    const pieces = ['{"version":1,"shipments":['];
    for (let i = 0; i < 5_000; i += 1) pieces.push(`${i ? "," : ""}${record(i)}`);
    pieces.push("]}");
    const text = pieces.join("");
    const longest = record(4_999).length;

    const splitter = new JsonOutlineSplitter();
    let items = 0;
    let mostHeld = 0;
    for (let i = 0; i < text.length; i += 4096) {
      items += splitter.write(text.slice(i, i + 4096)).filter((e) => e.type === "item").length;
      mostHeld = Math.max(mostHeld, splitter.heldChars);
    }
    splitter.end();
    expect(items).toBe(5_000);
    expect(text.length).toBeGreaterThan(1_000 * longest);
    expect(mostHeld).toBeLessThanOrEqual(longest);
  });
});
