import { Hono } from "hono";
import { API_ENDPOINTS, ReturnReasonsQuerySchema, type ReturnReasonsResult } from "@portal/core/api";
import { findExchangeInstructions, listReturnReasons } from "../../../db/repositories/returns-reasons.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { rateLimit } from "../../rate-limit.ts";

/**
 * GET return-reasons: the brand's reasons flat (with their `active` flag), the active ones
 * with their sub reasons, photo rules, and the exchange instructions.
 */
export function returnReasonsRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.returnReasons.path}`, rateLimit(deps, "return-reasons"), async (c) => {
    const query = readQuery(c, ReturnReasonsQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);

    const [reasons, exchangeInstructions] = await Promise.all([
      listReturnReasons(deps.db, context.brand.id),
      findExchangeInstructions(deps.db, context.brand.id),
    ]);
    const result: ReturnReasonsResult = {
      return_reasons: reasons.map((r) => ({ id: r.reasonId, name: r.name, active: r.active, imageRequired: r.imageRequired, imageQuantity: r.imageQuantity })),
      returnReasonsWithSubReason: reasons
        .filter((r) => r.active)
        .map((r) => ({
          id: r.reasonId,
          reason_name: r.name,
          imageRequired: r.imageRequired,
          imageQuantity: r.imageQuantity,
          sub_reasons: r.subReasons.map((s) => ({ id: s.subReasonId, name: s.name })),
        })),
      exchangeInstructions,
    };
    return sendOk(c, result);
  });
  return app;
}
