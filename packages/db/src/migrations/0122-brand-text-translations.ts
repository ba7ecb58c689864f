import type { Kysely, Migration } from "kysely";

/**
 * Brand texts in more than one language (issue 33 item 11): each return reason, sub reason
 * and the exchange instructions keep their text in the brand's default language in the
 * existing column and gain a JSON object of the other languages' texts ({"hi": "…"}). Null
 * for rows written before: those show the default text everywhere, marked with its lang.
 */
export const brandTextTranslations: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("return_reasons").addColumn("translations", "text").execute();
    await db.schema.alterTable("return_sub_reasons").addColumn("translations", "text").execute();
    await db.schema.alterTable("return_settings").addColumn("exchange_instructions_translations", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("return_settings").dropColumn("exchange_instructions_translations").execute();
    await db.schema.alterTable("return_sub_reasons").dropColumn("translations").execute();
    await db.schema.alterTable("return_reasons").dropColumn("translations").execute();
  },
};
