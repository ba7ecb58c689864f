import type { ImportReturnOrder } from "@portal/core/import";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { ImportRejectedError } from "./import-rejected-error.ts";

/** Stores one return order of an import document for its brand. */
export async function importReturnOrder(
  _db: Kysely<Database>,
  _brandId: string,
  _order: ImportReturnOrder,
  _options: { now: Date },
): Promise<{ created: boolean }> {
  throw new ImportRejectedError("return_orders: this server cannot store return orders yet.");
}
