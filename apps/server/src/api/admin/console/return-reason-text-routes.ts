import { Hono } from "hono";
import { AdminBrandQuerySchema, ReturnReasonTextsBodySchema, type ReturnReasonTextsResult } from "@portal/core/api";
import { brandDefaultLocale, type LocaleCode, type TextTranslations } from "@portal/core/locale";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import { findExchangeInstructionTexts, listReturnReasons } from "@portal/db/repositories/returns-reasons";
import { listReturnTextVersions, saveReturnReasonTexts } from "@portal/db/repositories/return-reason-texts";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Brand } from "@portal/db/repositories/records";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { readManagedBrandWrite, requireManagedBrand } from "./managed-brand.ts";

/**
 * The console's return reasons editor (issue 33 item 11): GET reads the brand's reasons, sub
 * reasons and exchange instructions, each in the brand's default language with its other
 * languages; POST changes their words (core's ReturnReasonTextsBodySchema, the console's own
 * check). Only the brand's own admins (requireManagedBrand); each save is a saved version
 * (return_text_versions: who, when, how many texts changed) and a log line without the words. The shopper's return flow reads the same rows on its next load.
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
      { now: deps.now(), by: { adminUserId: auth.session.adminUserId, username: auth.session.username } },
    );
    if (!saved) return sendFail(c, 400, ADMIN_MESSAGE.unknownReason);
    deps.log.info("return reason texts saved", {
      username: auth.session.username,
      brand: brand.subdomain,
      version: saved.versionId,
      changed: saved.changed,
      reasons: body.reasons.length,
      subReasons: body.reasons.reduce((sum, reason) => sum + reason.sub_reasons.length, 0),
    });
    return sendOk(c, await readTexts(deps, brand));
  });

  return routes;
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
