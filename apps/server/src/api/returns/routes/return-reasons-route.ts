import { Hono } from "hono";
import { API_ENDPOINTS, ReturnReasonsQuerySchema, type ReturnReasonsResult } from "@portal/core/api";
import { findExchangeInstructionTexts, listReturnReasons } from "@portal/db/repositories/returns-reasons";
import type { Brand } from "@portal/db/repositories/records";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { answerFail, answerOk, type TrackingAnswer } from "../../tracking/tracking-answer.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { rateLimit } from "../../rate-limit.ts";

/** GET return-reasons: see `readReturnReasons`. */
export function returnReasonsRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.returnReasons.path}`, rateLimit(deps, "return-reasons"), async (c) => {
    const query = readQuery(c, ReturnReasonsQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    return sendAnswer(c, await readReturnReasons(deps, await resolveApiBrand(c, deps)));
  });
  return app;
}

/**
 * The brand's reasons flat (with their `active` flag), the active ones with their sub
 * reasons, photo rules, and the exchange instructions, each text in the brand's default
 * language with its other languages beside it (the page picks: core's brandTextFor): the
 * API's answer and the return pages' loader's.
 */
export async function readReturnReasons(deps: Pick<ReturnsDeps, "db">, brand: Brand | undefined): Promise<TrackingAnswer<ReturnReasonsResult>> {
  if (brand === undefined) return answerFail(404, RETURNS_MESSAGE.noBrand);
  const [reasons, exchange] = await Promise.all([listReturnReasons(deps.db, brand.id), findExchangeInstructionTexts(deps.db, brand.id)]);
  return answerOk({
    return_reasons: reasons.map((r) => ({
      id: r.reasonId,
      name: r.name,
      translations: r.translations,
      active: r.active,
      imageRequired: r.imageRequired,
      imageQuantity: r.imageQuantity,
    })),
    returnReasonsWithSubReason: reasons
      .filter((r) => r.active)
      .map((r) => ({
        id: r.reasonId,
        reason_name: r.name,
        translations: r.translations,
        imageRequired: r.imageRequired,
        imageQuantity: r.imageQuantity,
        sub_reasons: r.subReasons.map((s) => ({ id: s.subReasonId, name: s.name, translations: s.translations })),
      })),
    exchangeInstructions: exchange.text,
    exchangeInstructionsTranslations: exchange.translations,
  });
}
