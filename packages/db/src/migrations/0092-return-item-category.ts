import type { Kysely, Migration } from "kysely";

/**
 * A return item's category (issue 34 item 4): the brand's policy gives a category its own
 * return window or makes it non-returnable. Null for items imported before, which then
 * follow the policy's general window. Registered in db/migrations/index.ts.
 */
export const returnItemCategory: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("return_order_items").addColumn("category", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("return_order_items").dropColumn("category").execute();
  },
};
