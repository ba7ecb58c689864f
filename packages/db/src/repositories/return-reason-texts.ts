import type { Kysely } from "kysely";
import type { TextTranslations } from "@portal/core/locale";
import type { Database } from "../schema.ts";
import { saveExchangeInstructions } from "./import-return-reasons.ts";
import { storedTranslations } from "./returns-records.ts";

/** One text in the brand's default language with its other languages. */
export interface EditedText {
  text: string;
  translations: TextTranslations;
}

export interface EditedReasonTexts {
  reasonId: number;
  name: EditedText;
  subReasons: ReadonlyArray<{ subReasonId: number; name: EditedText }>;
}

/**
 * Changes the words of the brand's reasons, sub reasons and exchange instructions (the
 * console's editor), nothing else: which reasons exist, their order and photo rules stay the
 * import's. All or nothing: false, with nothing written, when a reason or sub reason named is
 * not one of this brand's (so one brand's staff can never touch another brand's rows).
 */
export async function saveReturnReasonTexts(
  db: Kysely<Database>,
  brandId: string,
  { reasons, instructions }: { reasons: readonly EditedReasonTexts[]; instructions: EditedText },
  { now }: { now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const [known, knownSubs] = await Promise.all([
      trx.selectFrom("return_reasons").select("reason_id").where("brand_id", "=", brandId).execute(),
      trx.selectFrom("return_sub_reasons").select(["reason_id", "sub_reason_id"]).where("brand_id", "=", brandId).execute(),
    ]);
    const reasonIds = new Set(known.map((row) => row.reason_id));
    const subIds = new Set(knownSubs.map((row) => `${row.reason_id}/${row.sub_reason_id}`));
    const allKnown = reasons.every(
      (reason) => reasonIds.has(reason.reasonId) && reason.subReasons.every((sub) => subIds.has(`${reason.reasonId}/${sub.subReasonId}`)),
    );
    if (!allKnown) return false;
    for (const reason of reasons) {
      await trx
        .updateTable("return_reasons")
        .set({ name: reason.name.text, translations: storedTranslations(reason.name.translations) })
        .where("brand_id", "=", brandId)
        .where("reason_id", "=", reason.reasonId)
        .execute();
      for (const sub of reason.subReasons) {
        await trx
          .updateTable("return_sub_reasons")
          .set({ name: sub.name.text, translations: storedTranslations(sub.name.translations) })
          .where("brand_id", "=", brandId)
          .where("reason_id", "=", reason.reasonId)
          .where("sub_reason_id", "=", sub.subReasonId)
          .execute();
      }
    }
    await saveExchangeInstructions(trx, brandId, instructions.text, { now, translations: instructions.translations });
    return true;
  });
}
