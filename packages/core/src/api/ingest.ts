import * as v from "valibot";

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * POST ingest (docs/data-import.md): a brand's system sends an import document with
 * `Authorization: Bearer <brand API key>`; `?atomic=true` writes nothing unless every
 * record is valid. The body is read record by record (valid ones are written, the rest
 * listed in `errors`), so the row names no body schema: core's `validateImportRecords` reads it.
 */
export const IngestQuerySchema = v.object({ atomic: v.optional(v.string()) });
export type IngestQuery = v.InferInput<typeof IngestQuerySchema>;

/** One refused record: where it sits in the document and why. */
export const ImportRejectionSchema = v.object({ path: v.string(), message: v.string() });

/** What an import changed (the answer's `result`, and the CLI's report). */
export const ImportSummarySchema = v.object({
  brands_created: Count,
  brands_updated: Count,
  themes_saved: Count,
  couriers_saved: Count,
  shipments_created: Count,
  shipments_updated: Count,
  /** Sent again exactly as stored: nothing written. */
  shipments_unchanged: Count,
  scans_added: Count,
  return_orders_created: Count,
  return_orders_updated: Count,
  /** Records refused, each listed in `errors` with its JSON path and reason. */
  rejected: Count,
  errors: v.array(ImportRejectionSchema),
  /** What stored records carried that was not used (unknown fields, unknown status codes), with paths. */
  warnings: v.optional(v.array(ImportRejectionSchema), []),
});
export type ImportSummary = v.InferOutput<typeof ImportSummarySchema>;
