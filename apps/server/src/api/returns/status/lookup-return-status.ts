import type * as v from "valibot";
import type { ReturnStatusQuerySchema, ReturnStatusResult } from "@portal/core/api";
import { findOrderProofFacts, findReturnOrder } from "@portal/db/repositories/returns-orders";
import { findReturnRequest } from "@portal/db/repositories/returns-requests";
import { variantsByItem } from "@portal/db/repositories/returns-variants";
import { listReturnEvents } from "@portal/db/repositories/return-events";
import type { Brand } from "@portal/db/repositories/records";
import { securityKeyMatchesAny } from "../../security/security-key.ts";
import { answerFail, answerOk, type TrackingAnswer } from "../../tracking/tracking-answer.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ReturnSessionClaims } from "../session/return-session-token.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { toReturnStatusAnswer } from "./return-status-view.ts";

/** Item ids are 32-bit integers in the database; a longer number is no item (and must not reach it). */
const ITEM_ID = /^\d{1,9}$/;

/**
 * One return request for the request's brand, by its return id (a random id only its
 * shopper was given) or by its pickup waybill — with the security key of the pickup or
 * order, a login token for the order, or, for brands without the security check, the
 * waybill alone. The API's handler and the status page's loader both answer with this.
 */
export async function lookupReturnStatus(
  deps: Pick<ApiDeps, "db">,
  brand: Brand | undefined,
  query: v.InferOutput<typeof ReturnStatusQuerySchema>,
  /** The shopper's verified return login, if any. */
  login: ReturnSessionClaims | undefined,
): Promise<TrackingAnswer<ReturnStatusResult>> {
  const { return_id: returnId, waybill, key, item_info_id: itemInfoId } = query;
  if (returnId === undefined && waybill === undefined) return answerFail(400, RETURNS_MESSAGE.returnIdOrWaybill);
  if (itemInfoId !== undefined && !ITEM_ID.test(itemInfoId)) return answerFail(400, "item_info_id must be a whole number.");
  if (brand === undefined) return answerFail(404, RETURNS_MESSAGE.noBrand);

  const detail = await findReturnRequest(deps.db, brand.id, returnId !== undefined ? { returnId } : { awb: waybill });
  if (detail === undefined) return answerFail(404, RETURNS_MESSAGE.requestNotFound);
  if (returnId === undefined) {
    const [facts] = await findOrderProofFacts(deps.db, brand.id, [detail.orderRef]);
    const keys = [detail.pickup?.securityKey ?? null, ...(facts?.securityKeys ?? [])];
    const allowed =
      (login?.brandId === brand.id && login.orderRef === detail.orderRef) ||
      (key !== undefined && securityKeyMatchesAny(keys, key)) ||
      !brand.securityCheckEnabled;
    if (!allowed) return answerFail(404, RETURNS_MESSAGE.requestNotFound);
  }

  const order = await findReturnOrder(deps.db, brand.id, detail.orderRef);
  const variants = await variantsByItem(
    deps.db,
    brand.id,
    detail.request.items.flatMap((line) => (line.exchangeVariantId === null ? [] : [line.itemId])),
  );
  const history = (await listReturnEvents(deps.db, brand.id, detail.request.id)).flatMap((event) =>
    event.to_stage !== null && event.to_stage !== event.from_stage ? [{ stage: event.to_stage, at: event.created_at }] : [],
  );
  const answer = toReturnStatusAnswer(
    detail,
    order?.items ?? [],
    variants,
    itemInfoId === undefined ? undefined : Number(itemInfoId),
    order?.order.currency,
    history,
  );
  return answer === undefined ? answerFail(404, RETURNS_MESSAGE.requestNotFound) : answerOk(answer);
}
