import type { Kysely, Migration } from "kysely";
import { BRAND_ROW, columnsOf, createIndex, createTable, dropTablesIfExist, requiredInteger, requiredText, text } from "./table-columns.ts";

/**
 * Saved versions of a brand's return reason texts (the console's Return reasons screen, issue 33
 * item 11): who saved, when, how many texts changed, and the whole set of words as saved, as
 * theme_versions keeps themes. Portable DDL: SQLite and PostgreSQL.
 */
export const returnTextVersionTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "return_text_versions", {
      ...BRAND_ROW,
      admin_user_id: text,
      ...columnsOf(requiredText, "username", "texts_json", "created_at"),
      changed: requiredInteger,
    }).execute();
    await createIndex(db, "return_text_versions_brand_time_index", "return_text_versions", ["brand_id", "created_at"]);
  },
  async down(db: Kysely<any>) {
    await dropTablesIfExist(db, ["return_text_versions"]);
  },
};
