import * as v from "valibot";
import data from "./data/scan-texts.json" with { type: "json" };
import { parseDataFile } from "./data-file.ts";
import { DemoCountrySchema } from "./demo-brand-description.ts";

// What a demo scan says, where it happened and the courier's remark (data/scan-texts.json,
// whose `about` explains the templates).

const PLACEHOLDERS = ["originHub", "middleHub", "warehouseCity", "warehouseState", "brand", "customerCity", "customerState", "firstName"] as const;
export type ScanPlaceValues = Record<(typeof PLACEHOLDERS)[number], string> & { country: v.InferOutput<typeof DemoCountrySchema> };

const known: readonly string[] = [...PLACEHOLDERS, "deliveryCentre"];
/** A template whose `{name}`s are all known, so a typo fails at load instead of printing nothing. */
const Template = v.pipe(
  v.string(),
  v.check((text) => [...text.matchAll(/\{(\w*)\}/g)].every(([, name]) => known.includes(name ?? "")), `placeholders are {${known.join("}, {")}}`),
);
const Templates = v.record(v.string(), Template);
const Places = v.objectWithRest({ default: Template }, Template);
const ByCode = v.record(v.pipe(v.string(), v.regex(/^\d+$/, "a status code")), v.tuple([v.string(), v.string()]));

export const ScanTextsSchema = v.object({
  about: v.string(),
  forward: ByCode,
  reverse: ByCode,
  places: v.object({ forward: Places, reverse: Places }),
  deliveryCentre: v.object({ IN: v.string(), AE: v.string(), US: v.string() }),
  remarks: v.object({ forward: Templates, reverse: Templates }),
});

const TEXTS = parseDataFile("scan-texts.json", ScanTextsSchema, data);

type Direction = "forward" | "reverse";

const fill = (template: string, values: ScanPlaceValues) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === "deliveryCentre" ? TEXTS.deliveryCentre[values.country] : values[key as (typeof PLACEHOLDERS)[number]],
  );

/** The scan's status and description; throws for a code the file has no text for. */
export function scanText(direction: Direction, code: number): { status: string; description: string } {
  const text = TEXTS[direction][code];
  if (text === undefined) throw new Error(`No demo scan text for ${direction} code ${code} in data/scan-texts.json`);
  return { status: text[0], description: text[1] };
}

export const scanPlace = (direction: Direction, code: number, values: ScanPlaceValues): string =>
  fill(TEXTS.places[direction][code] ?? TEXTS.places[direction].default, values);

export function scanRemark(direction: Direction, code: number, reason: number | undefined, values: ScanPlaceValues): string | null {
  const template = TEXTS.remarks[direction][`${code}/${reason}`] ?? TEXTS.remarks[direction][code];
  return template === undefined ? null : fill(template, values);
}
