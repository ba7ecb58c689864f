import type { Kysely, Migration } from "kysely";
import { createIndex } from "./table-columns.ts";

/**
 * Orders found by their reference number (track-order and return-info with `reference_number`)
 * read the brand's whole shipments table without this: 225 ms at 200k shipments on PostgreSQL
 * (`pnpm bench:lookups -- --postgres`), caught by query-plans.test.ts. Registered in index.ts.
 */
export const shipmentReferenceIndex: Migration = {
  async up(db: Kysely<any>) {
    await createIndex(db, "shipments_brand_reference_index", "shipments", ["brand_id", "reference_number"]);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("shipments_brand_reference_index").execute();
  },
};
