import { Hono } from "hono";
import { API_ENDPOINTS, ReturnOrderQuerySchema } from "@portal/core/api";
import { findReturnOrder } from "../../../db/repositories/returns-orders.ts";
import { listPreviousReturns } from "../../../db/repositories/returns-requests.ts";
import { rateLimit, shipmentTarget } from "../../rate-limit.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { accessReturnOrder } from "../order/return-order-access.ts";
import { toReturnOrderResult } from "../order/return-order-view.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { readReturnToken } from "../session/read-return-token.ts";

/** An order's shipments fit many times over; bounds the lookup. */
const MAX_WAYBILLS = 20;

/**
 * GET return-info: the order a shopper may return from, found by any identifier combination
 * of a return link (waybill + key; order id or reference number with phone, email or key;
 * awbs) or by a return login's token.
 */
export function returnInfoRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.returnOrder.path}`, rateLimit(deps, "return-info", { target: shipmentTarget }), async (c) => {
    const query = readQuery(c, ReturnOrderQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);

    const q = query.value;
    const waybills = [q.waybill, ...(q.awbs ?? "").split(",")].flatMap((w) => (w?.trim() ? [w.trim()] : []));
    if (waybills.length > MAX_WAYBILLS) return sendFail(c, 400, `Pass at most ${MAX_WAYBILLS} awbs.`);
    const access = await accessReturnOrder(deps, context, {
      waybills,
      orderId: q.order_id,
      referenceNumber: q.reference_number,
      securityKey: q.key,
      phone: q.phone_number,
      email: q.email,
      token: readReturnToken(c, q.token),
    });
    if (!access.ok) return sendFail(c, access.status, access.message);

    const record = await findReturnOrder(deps.db, context.brand.id, access.orderRef);
    if (record === undefined) return sendFail(c, 404, RETURNS_MESSAGE.notReturnable);
    const previous = await listPreviousReturns(deps.db, context.brand.id, record.id);
    const result = toReturnOrderResult(record, previous, { shipmentIds: access.focusShipmentIds, sku: q.sku });
    return result === undefined ? sendFail(c, 404, RETURNS_MESSAGE.notReturnable) : sendOk(c, result);
  });
  return app;
}
