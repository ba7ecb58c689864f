import { sql, type Kysely, type Migration } from "kysely";

/**
 * A delivery rating keeps the shopper's answers to the brand's own feedback questions (the
 * brand manifest's `feedbackQuestions`), as a JSON object of question id → yes/no or 1-5.
 * '{}' for ratings without answers. Registered in db/migrations/index.ts.
 */
export const feedbackAnswerColumns: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("courier_ratings")
      .addColumn("answers", "text", (col) => col.notNull().defaultTo(sql`'{}'`))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("courier_ratings").dropColumn("answers").execute();
  },
};
