import { ReasonWithSubReasonsSchema, ReturnReasonSchema } from "@portal/core/api";
import { TextTranslationsSchema } from "@portal/core/locale";
import { RETURN_STAGES } from "@portal/core/returns";
import * as v from "valibot";
import data from "../data/demo-returns.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DemoCountrySchema } from "../demo-brand-description.ts";

// The returns demo as data (data/demo-returns.json, whose `about` explains the cases),
// checked on load: reasons in the import format's shape (core's reason schemas).

/** Three, the middle one sold out. */
const Sizes = v.pipe(v.array(v.string()), v.length(3));
const Line = v.object({ reasonId: v.number(), subReasonId: v.nullable(v.number()), comment: v.string() });

const DemoReturnsSchema = v.object({
  about: v.string(),
  reasons: v.array(v.object({ ...ReturnReasonSchema.entries, sub_reasons: ReasonWithSubReasonsSchema.entries.sub_reasons })),
  /** Per brand id, and `default` for the others. */
  exchangeInstructions: v.objectWithRest({ default: v.string() }, v.string()),
  items: v.object({
    about: v.string(),
    quantity: v.record(v.string(), v.number()),
    secondProductOn: v.string(),
    storeCreditPercent: v.record(v.string(), v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
    sizes: v.object({ IN: Sizes, AE: Sizes, US: Sizes }),
  }),
  countries: v.object({ about: v.string(), noImageCapture: v.array(DemoCountrySchema) }),
  /** `{originHub}` is the brand warehouse's. */
  workAddress: v.string(),
  lines: v.object({ about: v.string(), exchange: Line, rejected: Line, other: Line }),
  texts: v.object({
    about: v.string(),
    bankName: v.string(),
    accountMasked: v.string(),
    approvedRemark: v.string(),
    rejectionReason: v.string(),
    rejectedNote: v.string(),
    deskActor: v.string(),
  }),
  /** The same in other languages, keyed like `exchangeInstructions`. */
  exchangeInstructionsTranslations: v.objectWithRest({ default: TextTranslationsSchema }, TextTranslationsSchema),
  requests: v.array(
    v.object({
      /** The scenario tag the request belongs to (its pickup, or the delivered shipment). */
      tag: v.string(),
      state: v.picklist(["placed", "approved", "rejected", "exchange"]),
      /** The reverse pickup booked for it. */
      pickupTag: v.optional(v.string()),
      /** Where the desk has it now; its history is the legal path from placed. */
      stage: v.picklist(RETURN_STAGES),
      hoursAgo: v.number(),
    }),
  ),
});

export const DEMO_RETURNS = parseDataFile("demo-returns.json", DemoReturnsSchema, data);
export type DemoRequestPlan = (typeof DEMO_RETURNS.requests)[number];
