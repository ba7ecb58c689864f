import { Hono } from "hono";
import { API_ENDPOINTS, ReturnStatusQuerySchema } from "@portal/core/api";
import { findOrderProofFacts, findReturnOrder } from "../../../db/repositories/returns-orders.ts";
import { findReturnRequest } from "../../../db/repositories/returns-requests.ts";
import { variantsByItem } from "../../../db/repositories/returns-variants.ts";
import { rateLimit, shipmentTarget } from "../../rate-limit.ts";
import { securityKeyMatchesAny } from "../../security/security-key.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "../returns-messages.ts";
import { readReturnToken } from "../session/read-return-token.ts";
import { toReturnStatusAnswer } from "../status/return-status-view.ts";

/** Item ids are 32-bit integers in the database; a longer number is no item (and must not reach it). */
const ITEM_ID = /^\d{1,9}$/;

/**
 * GET return-status: one return request, by its return id (a random id only its shopper
 * was given) or by its pickup waybill — with the security key of the pickup or order, a
 * login token for the order, or, for brands without the security check, the waybill alone.
 */
export function returnStatusRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.returnStatus.path}`, rateLimit(deps, "return-status", { target: shipmentTarget }), async (c) => {
    const query = readQuery(c, ReturnStatusQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const { return_id: returnId, waybill, key, item_info_id: itemInfoId } = query.value;
    if (returnId === undefined && waybill === undefined) return sendFail(c, 400, "Pass a return_id or a waybill.");
    if (itemInfoId !== undefined && !ITEM_ID.test(itemInfoId)) return sendFail(c, 400, "item_info_id must be a whole number.");
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
    const brandId = context.brand.id;

    const detail = await findReturnRequest(deps.db, brandId, returnId !== undefined ? { returnId } : { awb: waybill });
    if (detail === undefined) return sendFail(c, 404, RETURNS_MESSAGE.requestNotFound);
    if (returnId === undefined) {
      const token = readReturnToken(c);
      const claims = token ? deps.tokens.verify(token, deps.now()) : undefined;
      const [facts] = await findOrderProofFacts(deps.db, brandId, [detail.orderRef]);
      const keys = [detail.pickup?.securityKey ?? null, ...(facts?.securityKeys ?? [])];
      const allowed =
        (claims?.brandId === brandId && claims.orderRef === detail.orderRef) ||
        (key !== undefined && securityKeyMatchesAny(keys, key)) ||
        !context.brand.securityCheckEnabled;
      if (!allowed) return sendFail(c, 404, RETURNS_MESSAGE.requestNotFound);
    }

    const order = await findReturnOrder(deps.db, brandId, detail.orderRef);
    const variants = await variantsByItem(
      deps.db,
      brandId,
      detail.request.items.flatMap((line) => (line.exchangeVariantId === null ? [] : [line.itemId])),
    );
    const answer = toReturnStatusAnswer(detail, order?.items ?? [], variants, itemInfoId === undefined ? undefined : Number(itemInfoId), order?.order.currency);
    return answer === undefined ? sendFail(c, 404, RETURNS_MESSAGE.requestNotFound) : sendOk(c, answer);
  });
  return app;
}
