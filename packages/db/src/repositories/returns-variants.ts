import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { toReturnVariant, type ReturnVariantRecord } from "./returns-records.ts";
import { selectWhere } from "./select-where.ts";

/**
 * What the brand's item may be exchanged for, in display order; undefined when the brand has
 * no such item (another brand's item id included).
 */
export async function listVariantsOfItem(db: Kysely<Database>, brandId: string, itemId: number): Promise<ReturnVariantRecord[] | undefined> {
  const item = await db.selectFrom("return_order_items").select("item_id").where("brand_id", "=", brandId).where("item_id", "=", itemId).executeTakeFirst();
  if (item === undefined) return undefined;
  const rows = await selectWhere(db, "return_variants", { brand_id: brandId, item_id: itemId }).orderBy("position").orderBy("variant_id").execute();
  return rows.map(toReturnVariant);
}

/** Variants of several items of the brand, keyed by item id. */
export async function variantsByItem(db: Kysely<Database>, brandId: string, itemIds: readonly number[]): Promise<Map<number, ReturnVariantRecord[]>> {
  const byItem = new Map<number, ReturnVariantRecord[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await selectWhere(db, "return_variants", { brand_id: brandId })
    .where("item_id", "in", [...new Set(itemIds)])
    .orderBy("position")
    .execute();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), toReturnVariant(row)]);
  return byItem;
}
