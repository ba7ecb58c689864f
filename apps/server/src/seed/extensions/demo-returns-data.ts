import { ReasonWithSubReasonsSchema, ReturnReasonSchema } from "@portal/core/api";
import { TextTranslationsSchema } from "@portal/core/locale";
import { RETURN_STAGES } from "@portal/core/returns";
import * as v from "valibot";
import data from "../data/demo-returns.json" with { type: "json" };

// The returns demo as data (data/demo-returns.json, whose `about` explains the cases),
// checked on load: reasons in the import format's shape (core's reason schemas).

const DemoReturnsSchema = v.object({
  about: v.string(),
  reasons: v.array(v.object({ ...ReturnReasonSchema.entries, sub_reasons: ReasonWithSubReasonsSchema.entries.sub_reasons })),
  /** Per brand id, and `default` for the others. */
  exchangeInstructions: v.objectWithRest({ default: v.string() }, v.string()),
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

export const DEMO_RETURNS = v.parse(DemoReturnsSchema, data);
export type DemoRequestPlan = (typeof DEMO_RETURNS.requests)[number];
