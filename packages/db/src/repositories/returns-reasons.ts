import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { TextTranslations } from "@portal/core/locale";
import { readTranslations, toReturnReason, type ReturnReasonRecord } from "./returns-records.ts";

/** The brand's return reasons (active or not) with their sub reasons, in display order. */
export async function listReturnReasons(db: Kysely<Database>, brandId: string): Promise<ReturnReasonRecord[]> {
  const [reasons, subReasons] = await Promise.all([
    db.selectFrom("return_reasons").selectAll().where("brand_id", "=", brandId).orderBy("position").orderBy("reason_id").execute(),
    db.selectFrom("return_sub_reasons").selectAll().where("brand_id", "=", brandId).orderBy("position").orderBy("sub_reason_id").execute(),
  ]);
  return reasons.map((reason) =>
    toReturnReason(
      reason,
      subReasons.filter((s) => s.reason_id === reason.reason_id),
    ),
  );
}

/** The brand's exchange instructions; "" when it has none. */
export async function findExchangeInstructions(db: Kysely<Database>, brandId: string): Promise<string> {
  const row = await db.selectFrom("return_settings").select("exchange_instructions").where("brand_id", "=", brandId).executeTakeFirst();
  return row?.exchange_instructions ?? "";
}

/** The brand's exchange instructions in its default language ("" when none) and the other languages'. */
export async function findExchangeInstructionTexts(db: Kysely<Database>, brandId: string): Promise<{ text: string; translations: TextTranslations }> {
  const row = await db
    .selectFrom("return_settings")
    .select(["exchange_instructions", "exchange_instructions_translations"])
    .where("brand_id", "=", brandId)
    .executeTakeFirst();
  return { text: row?.exchange_instructions ?? "", translations: readTranslations(row?.exchange_instructions_translations ?? null) };
}
