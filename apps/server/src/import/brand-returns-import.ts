import type { ImportBrand } from "@portal/core/import";
import type { Kysely } from "kysely";
import { replaceReturnReasons, saveExchangeInstructions, type ImportedReturnReason } from "@portal/db/repositories/import-return-reasons";
import type { Database } from "@portal/db/schema";
import { ImportRejectedError } from "./import-rejected-error.ts";

/**
 * A brand entry's return reasons and exchange instructions. The two reason lists describe
 * one set of reasons, matched by id: `return_reasons` gives names, order and the active flag;
 * `return_reasons_with_sub_reasons` adds sub reasons (a reason only there counts as active).
 * Names are in the brand's default language; `translations` hold the other languages'.
 * Given lists replace the brand's reasons; empty ones, and blank instructions, keep what is stored.
 */
export async function importBrandReturnSettings(
  db: Kysely<Database>,
  brandId: string,
  brand: ImportBrand,
  { path, now }: { path: string; now: Date },
): Promise<void> {
  const reasons = mergedReasons(brand, path);
  if (reasons.length > 0) await replaceReturnReasons(db, brandId, reasons);
  if (brand.exchange_instructions.trim() !== "")
    await saveExchangeInstructions(db, brandId, brand.exchange_instructions, {
      now,
      translations: brand.exchange_instructions_translations,
    });
}

function mergedReasons(brand: ImportBrand, path: string): ImportedReturnReason[] {
  refuseDuplicates(
    brand.return_reasons.map((r) => r.id),
    `${path}.return_reasons`,
    "reason id",
  );
  refuseDuplicates(
    brand.return_reasons_with_sub_reasons.map((r) => r.id),
    `${path}.return_reasons_with_sub_reasons`,
    "reason id",
  );
  refuseDuplicates(
    brand.return_reasons_with_sub_reasons.flatMap((r) => r.sub_reasons.map((s) => s.id)),
    `${path}.return_reasons_with_sub_reasons`,
    "sub reason id",
  );
  const detailed = new Map(brand.return_reasons_with_sub_reasons.map((r) => [r.id, r]));
  const merged: ImportedReturnReason[] = brand.return_reasons.map((reason) => {
    const withSubs = detailed.get(reason.id);
    return {
      reasonId: reason.id,
      name: reason.name,
      translations: { ...withSubs?.translations, ...reason.translations },
      active: reason.active,
      imageRequired: withSubs?.imageRequired ?? reason.imageRequired,
      imageQuantity: withSubs?.imageQuantity ?? reason.imageQuantity,
      subReasons: (withSubs?.sub_reasons ?? []).map((s) => ({ subReasonId: s.id, name: s.name, translations: s.translations })),
    };
  });
  const flatIds = new Set(brand.return_reasons.map((r) => r.id));
  for (const reason of brand.return_reasons_with_sub_reasons) {
    if (flatIds.has(reason.id)) continue;
    merged.push({
      reasonId: reason.id,
      name: reason.reason_name,
      translations: reason.translations,
      active: true,
      imageRequired: reason.imageRequired,
      imageQuantity: reason.imageQuantity,
      subReasons: reason.sub_reasons.map((s) => ({ subReasonId: s.id, name: s.name, translations: s.translations })),
    });
  }
  return merged;
}

function refuseDuplicates(ids: readonly number[], path: string, what: string): void {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw new ImportRejectedError(`${path}: ${what} ${id} appears more than once.`);
    seen.add(id);
  }
}
