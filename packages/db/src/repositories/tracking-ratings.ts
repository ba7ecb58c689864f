import type { Kysely } from "kysely";
import * as v from "valibot";
import { FeedbackAnswersSchema, type FeedbackAnswers } from "@portal/core/rating";
import type { Database } from "../schema.ts";
import { preparedQuery } from "../prepared-query.ts";

/** A delivery rating; `score` is always 0-10 (a star is 2 points), whatever scale the brand shows. */
export interface CourierRating {
  shipmentId: string;
  brandId: string;
  score: number;
  comment: string;
  /** Answers to the brand's feedback questions. */
  answers: FeedbackAnswers;
  createdAt: string;
  updatedAt: string;
}

const ratingOf = preparedQuery((db, brandId, shipmentId) =>
  db.selectFrom("courier_ratings").selectAll().where("brand_id", "=", brandId).where("shipment_id", "=", shipmentId),
);

export async function findRating(db: Kysely<Database>, brandId: string, shipmentId: string): Promise<CourierRating | undefined> {
  const [row] = await ratingOf(db, brandId, shipmentId);
  return (
    row && {
      shipmentId: row.shipment_id,
      brandId: row.brand_id,
      score: row.score,
      comment: row.comment,
      answers: storedAnswers(row.answers),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }
  );
}

/** Stores the rating, replacing an earlier one of the same shipment (a shopper may change their mind). */
export async function saveRating(
  db: Kysely<Database>,
  input: { brandId: string; shipmentId: string; score: number; comment: string; answers?: FeedbackAnswers },
  { now }: { now: Date },
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("courier_ratings")
    .values({
      shipment_id: input.shipmentId,
      brand_id: input.brandId,
      score: input.score,
      comment: input.comment,
      answers: JSON.stringify(input.answers ?? {}),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .column("shipment_id")
        .doUpdateSet((eb) => ({
          score: eb.ref("excluded.score"),
          comment: eb.ref("excluded.comment"),
          answers: eb.ref("excluded.answers"),
          updated_at: eb.ref("excluded.updated_at"),
        }))
        // The shipment id is the key; the brand check keeps a row of another brand untouched.
        .where("courier_ratings.brand_id", "=", input.brandId),
    )
    .execute();
}

/** Stored answers, read back through core's schema: a hand-edited row must not break the page. */
function storedAnswers(text: string): FeedbackAnswers {
  try {
    const parsed = v.safeParse(FeedbackAnswersSchema, JSON.parse(text));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** Which of these shipments of the brand have a rating: one read for an order's list. */
export async function ratedShipmentIds(db: Kysely<Database>, brandId: string, shipmentIds: readonly string[]): Promise<Set<string>> {
  if (shipmentIds.length === 0) return new Set();
  const rows = await db.selectFrom("courier_ratings").select("shipment_id").where("brand_id", "=", brandId).where("shipment_id", "in", shipmentIds).execute();
  return new Set(rows.map((row) => row.shipment_id));
}
