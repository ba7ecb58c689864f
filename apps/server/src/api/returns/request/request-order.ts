import { findReturnShipmentByUuid } from "@portal/db/repositories/returns-orders";
import type { BrandContext } from "../http/brand-context.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import type { AnswerMessage } from "../../../http/envelope.ts";

export type RequestOrder = { ok: true; orderRef: string } | { ok: false; status: 401 | 404; message: AnswerMessage };

/**
 * The order a return request is for. Its `shipment_uuid` is random and handed out only by a
 * return-info answer the shopper proved access to, so presenting it is proof enough (return
 * links need no login). Without one, a return login token for the brand names the order.
 */
export async function findRequestOrder(deps: ReturnsDeps, context: BrandContext, shipmentUuid: string, token: string | undefined): Promise<RequestOrder> {
  if (shipmentUuid.trim() !== "") {
    const shipment = await findReturnShipmentByUuid(deps.db, context.brand.id, shipmentUuid.trim());
    return shipment ? { ok: true, orderRef: shipment.orderRef } : { ok: false, status: 404, message: RETURNS_MESSAGE.orderNotFound };
  }
  if (token === undefined) return { ok: false, status: 401, message: RETURNS_MESSAGE.notAllowed };
  const claims = deps.tokens.verify(token, deps.now());
  return claims?.brandId === context.brand.id ? { ok: true, orderRef: claims.orderRef } : { ok: false, status: 401, message: RETURNS_MESSAGE.sessionEnded };
}
