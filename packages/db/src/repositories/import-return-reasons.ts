import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { NewReturnReasonRow, NewReturnSubReasonRow } from "../schema-returns.ts";
import type { Database } from "../schema.ts";
import type { TextTranslations } from "@portal/core/locale";
import { storedTranslations } from "./returns-records.ts";
import { fromExcluded } from "./upsert-rows.ts";

export interface ImportedReturnReason {
  reasonId: number;
  /** In the brand's default language. */
  name: string;
  /** The other languages' names. */
  translations?: TextTranslations;
  active: boolean;
  imageRequired: boolean;
  imageQuantity: number;
  subReasons: ReadonlyArray<{ subReasonId: number; name: string; translations?: TextTranslations }>;
}

/** How a reason's and a sub reason's row ids are made: random for an import, fixed for the demo and fixtures. */
export interface ReturnReasonIds {
  reason: (reason: ImportedReturnReason) => string;
  subReason: (reason: ImportedReturnReason, subReasonId: number) => string;
}

const RANDOM_IDS: ReturnReasonIds = { reason: () => randomUUID(), subReason: () => randomUUID() };

/** The rows that store a brand's reasons and sub reasons, each list in its given order. */
export function returnReasonRows(
  brandId: string,
  reasons: readonly ImportedReturnReason[],
  ids: ReturnReasonIds = RANDOM_IDS,
): { reasons: NewReturnReasonRow[]; subReasons: NewReturnSubReasonRow[] } {
  return {
    reasons: reasons.map((reason, position) => ({
      id: ids.reason(reason),
      brand_id: brandId,
      reason_id: reason.reasonId,
      name: reason.name,
      translations: storedTranslations(reason.translations),
      active: reason.active ? 1 : 0,
      image_required: reason.imageRequired ? 1 : 0,
      image_quantity: reason.imageQuantity,
      position,
    })),
    subReasons: reasons.flatMap((reason) =>
      reason.subReasons.map((sub, position) => ({
        id: ids.subReason(reason, sub.subReasonId),
        brand_id: brandId,
        reason_id: reason.reasonId,
        sub_reason_id: sub.subReasonId,
        name: sub.name,
        translations: storedTranslations(sub.translations),
        position,
      })),
    ),
  };
}

/**
 * Makes the brand's return reasons exactly these, in this order. Requests made earlier keep
 * their reason ids (they hold numbers, not references).
 */
export async function replaceReturnReasons(db: Kysely<Database>, brandId: string, reasons: readonly ImportedReturnReason[]): Promise<void> {
  // Sub reasons go with their reasons (ON DELETE CASCADE).
  await db.deleteFrom("return_reasons").where("brand_id", "=", brandId).execute();
  if (reasons.length === 0) return;
  const rows = returnReasonRows(brandId, reasons);
  await db.insertInto("return_reasons").values(rows.reasons).execute();
  if (rows.subReasons.length > 0) await db.insertInto("return_sub_reasons").values(rows.subReasons).execute();
}

/** The brand's exchange instructions (default language, and optionally the others'), added or replaced. */
export async function saveExchangeInstructions(
  db: Kysely<Database>,
  brandId: string,
  text: string,
  { now, translations }: { now: Date; translations?: TextTranslations },
): Promise<void> {
  const updated_at = now.toISOString();
  const exchange_instructions_translations = storedTranslations(translations);
  await db
    .insertInto("return_settings")
    .values({ brand_id: brandId, exchange_instructions: text, exchange_instructions_translations, updated_at })
    .onConflict((oc) => oc.column("brand_id").doUpdateSet({ exchange_instructions: text, exchange_instructions_translations, updated_at }))
    .execute();
}

/**
 * Reasons and sub reasons with fixed ids (the demo seed's, the test fixtures'), upserted by
 * id: unlike an import, reasons the list leaves out stay.
 */
export async function upsertFixedIdReturnReasons(
  db: Kysely<Database>,
  reasons: readonly NewReturnReasonRow[],
  subReasons: readonly NewReturnSubReasonRow[],
): Promise<void> {
  if (reasons.length > 0) {
    await db
      .insertInto("return_reasons")
      .values([...reasons])
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => fromExcluded(eb, ["name", "translations", "active", "image_required", "image_quantity", "position"])),
      )
      .execute();
  }
  if (subReasons.length > 0) {
    await db
      .insertInto("return_sub_reasons")
      .values([...subReasons])
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, ["name", "translations", "position"])))
      .execute();
  }
}

/** The brand's exchange instructions when it has none yet: stored ones are the brand's edit. */
export async function addExchangeInstructionsIfMissing(
  db: Kysely<Database>,
  brandId: string,
  text: string,
  { now, translations }: { now: Date; translations?: TextTranslations },
): Promise<void> {
  await db
    .insertInto("return_settings")
    .values({
      brand_id: brandId,
      exchange_instructions: text,
      exchange_instructions_translations: storedTranslations(translations),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("brand_id").doNothing())
    .execute();
}
