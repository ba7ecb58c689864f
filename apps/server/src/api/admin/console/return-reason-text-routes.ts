import { Hono } from "hono";
import * as v from "valibot";
import {
  AdminBrandQuerySchema,
  RestoreReturnTextsBodySchema,
  ReturnReasonTextsBodySchema,
  ReturnTextVersionQuerySchema,
  ReturnTextVersionTextsSchema,
  type ReturnReasonTextsInput,
  type ReturnReasonTextsResult,
  type ReturnTextVersionTexts,
} from "@portal/core/api";
import { brandDefaultLocale, type LocaleCode, type TextTranslations } from "@portal/core/locale";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import { findExchangeInstructionTexts, listReturnReasons } from "@portal/db/repositories/returns-reasons";
import { findReturnTextVersion, listReturnTextVersions, saveReturnReasonTexts } from "@portal/db/repositories/return-reason-texts";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Brand } from "@portal/db/repositories/records";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import type { AdminAuth } from "../admin-auth.ts";
import { readManagedBrandWrite, requireManagedBrand } from "./managed-brand.ts";

/** The words a version stored (return_text_versions.texts_json): the version's answer without who and when. */
const StoredWordsSchema = v.omit(ReturnTextVersionTextsSchema, ["id", "username", "created_at"]);

/**
 * The console's return reasons editor (issue 33 item 11): GET reads the brand's reasons, sub
 * reasons and exchange instructions, each in the brand's default language with its other
 * languages; POST changes their words (core's ReturnReasonTextsBodySchema, the console's own
 * check). Only the brand's own admins (requireManagedBrand); each save is a saved version
 * (return_text_versions: who, when, how many texts changed, the words) and a log line without
 * the words. GET …/version shows a version's words; POST …/restore saves them again as a new
 * version. The shopper's return flow reads the same rows on its next load.
 */
export function createReturnReasonTextRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  routes.get("/admin/return-reason-texts", async (c) => {
    const query = readQuery(c, AdminBrandQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    return sendOk(c, await readTexts(deps, managed.brand));
  });

  routes.post("/admin/return-reason-texts", async (c) => {
    const write = await readManagedBrandWrite(c, deps, ReturnReasonTextsBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const saved = await saveTexts(deps, { brand, auth, body, unknown: "refuse" }, "return reason texts saved", {
      reasons: body.reasons.length,
      subReasons: body.reasons.reduce((sum, reason) => sum + reason.sub_reasons.length, 0),
    });
    if (!saved) return sendFail(c, 400, ADMIN_MESSAGE.unknownReason);
    return sendOk(c, await readTexts(deps, brand));
  });

  routes.get("/admin/return-reason-texts/version", async (c) => {
    const query = readQuery(c, ReturnTextVersionQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const version = await savedVersion(deps, managed.brand, query.value.version_id);
    if (!version) return sendFail(c, 404, ADMIN_MESSAGE.noSuchTextVersion);
    return sendOk(c, version);
  });

  // A restore is a new save of the version's words (history is never rewritten), checked with
  // the editor's own schema; reasons the import has removed since are left out.
  routes.post("/admin/return-reason-texts/restore", async (c) => {
    const write = await readManagedBrandWrite(c, deps, RestoreReturnTextsBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const version = await savedVersion(deps, brand, body.version_id);
    if (!version) return sendFail(c, 404, ADMIN_MESSAGE.noSuchTextVersion);
    const words = v.safeParse(ReturnReasonTextsBodySchema, { reasons: version.reasons, exchange_instructions: version.exchange_instructions });
    if (!words.success) return sendFail(c, 400, words.issues[0].message);
    const saved = await saveTexts(deps, { brand, auth, body: words.output, unknown: "skip" }, "return reason texts restored", { restoredFrom: version.id });
    if (!saved) return sendFail(c, 400, ADMIN_MESSAGE.unknownReason);
    return sendOk(c, await readTexts(deps, brand));
  });

  return routes;
}

/**
 * Saves the words as a new version by this admin and logs `event` with counts (never the
 * words); false, with nothing written, when `unknown: "refuse"` meets a reason not of this brand.
 */
async function saveTexts(
  deps: ApiDeps,
  { brand, auth, body, unknown }: { brand: Brand; auth: AdminAuth; body: ReturnReasonTextsInput; unknown: "refuse" | "skip" },
  event: string,
  details: Record<string, string | number>,
) {
  const defaultLocale = await defaultLocaleOf(deps, brand);
  // The default language's words are `name`/`text`: a copy among the translations would go stale.
  const others = (translations: TextTranslations) => withoutLocale(translations, defaultLocale);
  const saved = await saveReturnReasonTexts(
    deps.db,
    brand.id,
    {
      reasons: body.reasons.map((reason) => ({
        reasonId: reason.id,
        name: { text: reason.name, translations: others(reason.translations) },
        subReasons: reason.sub_reasons.map((sub) => ({ subReasonId: sub.id, name: { text: sub.name, translations: others(sub.translations) } })),
      })),
      instructions: { text: body.exchange_instructions.text, translations: others(body.exchange_instructions.translations) },
    },
    { now: deps.now(), by: { adminUserId: auth.session.adminUserId, username: auth.session.username }, unknown },
  );
  if (saved) deps.log.info(event, { username: auth.session.username, brand: brand.subdomain, version: saved.versionId, changed: saved.changed, ...details });
  return saved;
}

/** A saved version of the brand's texts with its words; undefined for an unknown id, another brand's, or words that cannot be read. */
async function savedVersion(deps: ApiDeps, brand: Brand, versionId: string): Promise<ReturnTextVersionTexts | undefined> {
  const version = await findReturnTextVersion(deps.db, brand.id, versionId);
  if (!version) return undefined;
  const words = v.safeParse(StoredWordsSchema, version.document);
  if (!words.success) return undefined;
  return { id: version.id, username: version.username, created_at: version.createdAt, ...words.output };
}

async function defaultLocaleOf(deps: ApiDeps, brand: Brand): Promise<LocaleCode> {
  const theme = await findThemeForBrand(deps.db, brand.id);
  return brandDefaultLocale(theme?.config?.default_locale);
}

function withoutLocale(translations: TextTranslations, locale: LocaleCode): TextTranslations {
  return Object.fromEntries(Object.entries(translations).filter(([code]) => code !== locale));
}

async function readTexts(deps: ApiDeps, brand: Brand): Promise<ReturnReasonTextsResult> {
  const [defaultLocale, reasons, instructions, versions] = await Promise.all([
    defaultLocaleOf(deps, brand),
    listReturnReasons(deps.db, brand.id),
    findExchangeInstructionTexts(deps.db, brand.id),
    listReturnTextVersions(deps.db, brand.id),
  ]);
  return {
    default_locale: defaultLocale,
    reasons: reasons.map((reason) => ({
      id: reason.reasonId,
      name: reason.name,
      active: reason.active,
      translations: reason.translations,
      sub_reasons: reason.subReasons.map((sub) => ({ id: sub.subReasonId, name: sub.name, translations: sub.translations })),
    })),
    exchange_instructions: { text: instructions.text, translations: instructions.translations },
    versions: versions.map((version) => ({ id: version.id, username: version.username, changed: version.changed, created_at: version.createdAt })),
  };
}
