import * as v from "valibot";
import { describe, expect, test } from "vitest";
import scenarios from "./data/shipment-scenarios.json" with { type: "json" };
import { parseDataFile } from "./data-file.ts";
import { ShipmentScenarioSchema } from "./demo-scenarios.ts";
import texts from "./data/scan-texts.json" with { type: "json" };
import { ScanTextsSchema } from "./scan-texts.ts";

describe("a demo data file checked at load", () => {
  test("a broken row is named by file, row and problem, every problem at once", () => {
    const broken = [...scenarios.slice(0, 2), { tag: "dlv 8", label: "Delivered", codes: ["8"], lastScanHoursAgo: 2 }];
    expect(() => parseDataFile("shipment-scenarios.json", v.array(ShipmentScenarioSchema), broken)).toThrow(
      /data\/shipment-scenarios\.json is invalid:\n {2}2\.tag: a tag of capitals[^\n]*\n {2}2\.codes\.0: Invalid type: Expected number but received "8"/,
    );
  });

  test("a file that is right parses to its rows", () => {
    expect(parseDataFile("shipment-scenarios.json", v.array(ShipmentScenarioSchema), scenarios)).toHaveLength(scenarios.length);
  });

  test("a place template naming an unknown value fails at load instead of printing nothing", () => {
    const typo = { ...texts, places: { ...texts.places, reverse: { ...texts.places.reverse, "5": "{middlehub}" } } };
    expect(() => parseDataFile("scan-texts.json", ScanTextsSchema, typo)).toThrow(
      /scan-texts\.json is invalid:\n {2}places\.reverse\.5: placeholders are \{originHub\}/,
    );
  });
});
