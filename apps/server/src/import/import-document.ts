import {
  IMPORT_LISTS,
  unstorableValueIn,
  type ImportDocument,
  type ImportList,
  type ImportOrigin,
  type ImportRecordOf,
  type ImportRejection,
} from "@portal/core/import";
import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ImportSummary } from "./import-summary.ts";
import { ImportRun, type ImportRunOptions } from "./import-run.ts";

export interface ImportOptions {
  now: Date;
  /**
   * All or nothing (the default here; `--all-or-nothing` / `?atomic=true`): one refused
   * record refuses the document, listing every refusal. Otherwise the valid records are
   * written and the refused ones counted and listed in the summary.
   */
  atomic?: boolean;
  /** Each record's index in the document as sent (validateImportRecords), for error paths. */
  origin?: ImportOrigin;
  /** Records validation already refused; they count as rejected (and refuse an atomic import). */
  rejected?: readonly ImportRejection[];
  /** What validation found unused in the stored records (validateImportRecords' warnings). */
  warnings?: readonly ImportRejection[];
  /** Told which shipments were written once they are committed (open tracking pages listen). */
  onCommit?: ImportRunOptions["onCommit"];
}

/**
 * Applies a validated import document in one transaction. Safe to repeat: brands and themes
 * are matched by subdomain, couriers by brand and id, shipments by brand and waybill, return
 * orders by brand and order id, and scans already stored (same code, time, location and
 * description) are skipped. Zone-less feed times are read in the courier's, else the brand's
 * time zone; a shipment with neither is refused. Values the database cannot store refuse
 * their record. For a file, importFile streams the same steps.
 */
export async function importDocument(db: Kysely<Database>, document: ImportDocument, options: ImportOptions): Promise<ImportSummary> {
  const run = await ImportRun.start(db, { now: options.now, atomic: options.atomic ?? true, onCommit: options.onCommit });
  try {
    for (const rejection of options.rejected ?? []) run.reject(rejection);
    run.warn(options.warnings ?? []);
    for (const list of IMPORT_LISTS) {
      const origin = options.origin?.[list];
      const records = document[list] as ReadonlyArray<ImportRecordOf[ImportList]>;
      for (const [index, record] of records.entries()) {
        const at = origin?.[index] ?? index;
        // Validation refuses these already; checked again for documents that did not pass through it.
        const unstorable = unstorableValueIn(list, record);
        if (unstorable) run.reject({ path: [`${list}.${at}`, unstorable.path].filter(Boolean).join("."), message: unstorable.message });
        else await run.add(list, at, record);
      }
    }
    return await run.finish();
  } catch (error) {
    await run.abort();
    throw error;
  }
}
