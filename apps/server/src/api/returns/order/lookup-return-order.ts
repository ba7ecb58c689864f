import type * as v from "valibot";
import type { ReturnOrder, ReturnOrderQuerySchema } from "@portal/core/api";
import { findReturnOrder } from "@portal/db/repositories/returns-orders";
import { listPreviousReturns } from "@portal/db/repositories/returns-requests";
import { answerFail, answerOk, type TrackingAnswer } from "../../tracking/tracking-answer.ts";
import type { BrandContext } from "../http/brand-context.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { accessReturnOrder, type ReturnOrderAccessDeps } from "./return-order-access.ts";
import { toReturnOrderResult } from "./return-order-view.ts";

/** An order's shipments fit many times over; bounds the lookup. */
const MAX_WAYBILLS = 20;

/**
 * The order a shopper may return from, found by any identifier combination of a return link
 * (waybill + key; order id or reference number with phone, email or key; awbs) or by a return
 * login's token. The API's return-info and the return pages' loader both answer with this.
 */
export async function lookupReturnOrder(
  deps: ReturnOrderAccessDeps,
  context: BrandContext | undefined,
  q: v.InferOutput<typeof ReturnOrderQuerySchema>,
  /** The return login's token the request carries, if any (verified here). */
  token: string | undefined,
): Promise<TrackingAnswer<ReturnOrder>> {
  if (context === undefined) return answerFail(404, RETURNS_MESSAGE.noBrand);
  const waybills = [q.waybill, ...(q.awbs ?? "").split(",")].flatMap((w) => (w?.trim() ? [w.trim()] : []));
  if (waybills.length > MAX_WAYBILLS) return answerFail(400, `Pass at most ${MAX_WAYBILLS} awbs.`);
  const access = await accessReturnOrder(deps, context, {
    waybills,
    orderId: q.order_id,
    referenceNumber: q.reference_number,
    securityKey: q.key,
    phone: q.phone_number,
    email: q.email,
    token,
  });
  if (!access.ok) return answerFail(access.status, access.message);

  const record = await findReturnOrder(deps.db, context.brand.id, access.orderRef);
  if (record === undefined) return answerFail(404, RETURNS_MESSAGE.notReturnable);
  const previous = await listPreviousReturns(deps.db, context.brand.id, record.id);
  const result = toReturnOrderResult(record, previous, { shipmentIds: access.focusShipmentIds, sku: q.sku }, { rules: context.returnPolicy, now: deps.now() });
  return result === undefined ? answerFail(404, RETURNS_MESSAGE.notReturnable) : answerOk(result);
}
