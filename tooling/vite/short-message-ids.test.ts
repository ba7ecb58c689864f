import { describe, expect, test } from "vitest";
import { catalogIds, shortenIds, shortIdMap } from "./short-message-ids.js";

// Ids as Lingui's macros generate them (base64 of a hash: letters, digits, + and /).
const IDS = ["++7+Qp", "0lHlRj", "XI7wr1", "symAJd", "2Eoi/a"];

describe("shortIdMap", () => {
  test("gives each id its own one- or two-character id, in sorted order", () => {
    const ids = shortIdMap([...IDS, "0lHlRj"]);
    expect([...ids.keys()]).toEqual([...IDS].sort());
    expect(new Set(ids.values()).size).toBe(IDS.length);
    expect([...ids.values()]).toEqual(["0", "1", "2", "3", "4"]);
  });

  test("past 62 ids the short ones take two characters, and never six", () => {
    const many = Array.from({ length: 3000 }, (_, n) => `m${String(n).padStart(5, "0")}`);
    const shorts = [...shortIdMap(many).values()];
    expect(new Set(shorts).size).toBe(3000);
    expect(shorts.every((s) => s.length >= 1 && s.length <= 2)).toBe(true);
    expect(shorts[61]).toBe("Z");
    expect(shorts[62]).toBe("00");
  });

  test("refuses more ids than two characters can number", () => {
    const tooMany = Array.from({ length: 62 * 62 + 1 }, (_, n) => `m${String(n).padStart(5, "0")}`);
    expect(() => shortIdMap(tooMany)).toThrow(/more than two characters/);
  });
});

describe("shortenIds", () => {
  const ids = shortIdMap(IDS);

  test("renames descriptor ids, whichever quotes the bundler printed", () => {
    const code = "a._({id:`0lHlRj`});b({id:\"XI7wr1\",values:{n}});c({id: 'symAJd'})";
    expect(shortenIds(code, ids, { catalog: false, name: "entry.js" })).toBe("a._({id:`1`});b({id:\"3\",values:{n}});c({id: '4'})");
  });

  test("leaves ids no catalog defines, and other id props, as they are", () => {
    const code = "x({id:`Zz9Zz9`});y({id:`screen-title`});z({id:`a`})";
    expect(shortenIds(code, ids, { catalog: false, name: "entry.js" })).toBe(code);
  });

  test("renames a catalog chunk's keys, in printed or escaped JSON", () => {
    const printed = 'var e=JSON.parse(`{"++7+Qp":["Reached warehouse"],"2Eoi/a":["Shipment ",["number"]]}`)';
    expect(shortenIds(printed, ids, { catalog: true, name: "messages-en.js" })).toBe(
      'var e=JSON.parse(`{"0":["Reached warehouse"],"2":["Shipment ",["number"]]}`)',
    );
    const escaped = 'JSON.parse("{\\"XI7wr1\\":[\\"Not found\\"]}")';
    expect(shortenIds(escaped, ids, { catalog: true, name: "messages-ar.js" })).toBe('JSON.parse("{\\"3\\":[\\"Not found\\"]}")');
  });

  test("a catalog key the map lacks stops the build", () => {
    expect(() => shortenIds('{"Qq1Qq1":["Hi"]}', ids, { catalog: true, name: "messages-ta.js" })).toThrow(/messages-ta\.js has message id Qq1Qq1/);
  });

  test("outside a catalog chunk, JSON-looking keys are not touched", () => {
    const code = 'const t={"0lHlRj":1}';
    expect(shortenIds(code, ids, { catalog: false, name: "entry.js" })).toBe(code);
  });
});

describe("catalogIds", () => {
  test("reads the keys of a compiled catalog, escaped or not, and not its placeholders", () => {
    expect(catalogIds('{"++7+Qp":["Shipment ",["number"]],\\"2Eoi/a\\":[\\"x\\"]}')).toEqual(["++7+Qp", "2Eoi/a"]);
  });
});
