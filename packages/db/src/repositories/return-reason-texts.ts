import type { Kysely } from "kysely";
import type { TextTranslations } from "@portal/core/locale";
import type { Database } from "../schema.ts";
import { randomUUID } from "node:crypto";
import { saveExchangeInstructions } from "./import-return-reasons.ts";
import { findExchangeInstructionTexts, listReturnReasons } from "./returns-reasons.ts";
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
 * `unknown: "skip"` (restoring a saved version) leaves out the reasons the import has removed
 * since instead: an old version's words still apply to the reasons that remain.
 */
export async function saveReturnReasonTexts(
  db: Kysely<Database>,
  brandId: string,
  { reasons, instructions }: { reasons: readonly EditedReasonTexts[]; instructions: EditedText },
  { now, by, unknown = "refuse" }: { now: Date; by?: { adminUserId: string | null; username: string }; unknown?: "refuse" | "skip" },
): Promise<{ versionId: string | null; changed: number } | false> {
  return db.transaction().execute(async (trx) => {
    const wordsBefore = await wordsOf(trx, brandId);
    const [knownReasons, knownSubs] = await Promise.all([
      trx.selectFrom("return_reasons").select("reason_id").where("brand_id", "=", brandId).execute(),
      trx.selectFrom("return_sub_reasons").select(["reason_id", "sub_reason_id"]).where("brand_id", "=", brandId).execute(),
    ]);
    const reasonIds = new Set(knownReasons.map((row) => row.reason_id));
    const subIds = new Set(knownSubs.map((row) => `${row.reason_id}/${row.sub_reason_id}`));
    const isKnownSub = (reasonId: number, subReasonId: number) => subIds.has(`${reasonId}/${subReasonId}`);
    const allKnown = reasons.every(
      (reason) => reasonIds.has(reason.reasonId) && reason.subReasons.every((sub) => isKnownSub(reason.reasonId, sub.subReasonId)),
    );
    if (!allKnown && unknown === "refuse") return false;
    const known = reasons
      .filter((reason) => reasonIds.has(reason.reasonId))
      .map((reason) => ({ ...reason, subReasons: reason.subReasons.filter((sub) => isKnownSub(reason.reasonId, sub.subReasonId)) }));
    for (const reason of known) {
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
    const wordsAfter = await wordsOf(trx, brandId);
    const changed = [...new Set([...wordsBefore.values.keys(), ...wordsAfter.values.keys()])].filter(
      (key) => wordsBefore.values.get(key) !== wordsAfter.values.get(key),
    ).length;
    if (!by) return { versionId: null, changed };
    const versionId = randomUUID();
    await trx
      .insertInto("return_text_versions")
      .values({
        id: versionId,
        brand_id: brandId,
        admin_user_id: by.adminUserId,
        username: by.username,
        changed,
        texts_json: JSON.stringify(wordsAfter.document),
        created_at: now.toISOString(),
      })
      .execute();
    return { versionId, changed };
  });
}

/** The brand's words: as one document, and flat ("reason 1 ta" → text) for counting changes. */
async function wordsOf(db: Kysely<Database>, brandId: string) {
  const [reasons, instructions] = await Promise.all([listReturnReasons(db, brandId), findExchangeInstructionTexts(db, brandId)]);
  const values = new Map<string, string>();
  const put = (prefix: string, text: string, translations: TextTranslations) => {
    values.set(`${prefix} default`, text);
    for (const [locale, value] of Object.entries(translations)) values.set(`${prefix} ${locale}`, value ?? "");
  };
  for (const reason of reasons) {
    put(`reason ${reason.reasonId}`, reason.name, reason.translations);
    for (const sub of reason.subReasons) put(`sub ${reason.reasonId}/${sub.subReasonId}`, sub.name, sub.translations);
  }
  put("instructions", instructions.text, instructions.translations);
  const document = {
    reasons: reasons.map((r) => ({
      id: r.reasonId,
      name: r.name,
      translations: r.translations,
      sub_reasons: r.subReasons.map((s) => ({ id: s.subReasonId, name: s.name, translations: s.translations })),
    })),
    exchange_instructions: instructions,
  };
  return { values, document };
}

export interface ReturnTextVersion {
  id: string;
  username: string;
  changed: number;
  createdAt: string;
}

/** The brand's latest saves of its return texts, newest first. */
export async function listReturnTextVersions(db: Kysely<Database>, brandId: string, limit = 20): Promise<ReturnTextVersion[]> {
  const rows = await db
    .selectFrom("return_text_versions")
    .select(["id", "username", "changed", "created_at"])
    .where("brand_id", "=", brandId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, username: row.username, changed: Number(row.changed), createdAt: row.created_at }));
}

export interface ReturnTextVersionRecord extends ReturnTextVersion {
  /** The words as saved (the shape of `wordsOf`'s document); undefined when the stored JSON cannot be read. */
  document: unknown;
}

/** One saved version of the brand's return texts with its words; undefined for another brand's or an unknown id. */
export async function findReturnTextVersion(db: Kysely<Database>, brandId: string, id: string): Promise<ReturnTextVersionRecord | undefined> {
  const row = await db
    .selectFrom("return_text_versions")
    .select(["id", "username", "changed", "created_at", "texts_json"])
    .where("brand_id", "=", brandId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  let document: unknown;
  try {
    document = JSON.parse(row.texts_json);
  } catch {
    document = undefined;
  }
  return { id: row.id, username: row.username, changed: Number(row.changed), createdAt: row.created_at, document };
}
