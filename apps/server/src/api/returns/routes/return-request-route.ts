import { Hono } from "hono";
import { API_ENDPOINTS, ReturnRequestBodySchema } from "@portal/core/api";
import { findReturnOrder, lockReturnOrder } from "@portal/db/repositories/returns-orders";
import { listReturnReasons } from "@portal/db/repositories/returns-reasons";
import { findRequestByFingerprint, insertReturnRequest, listPreviousReturns, type StoredRequestAnswer } from "@portal/db/repositories/returns-requests";
import { variantsByItem } from "@portal/db/repositories/returns-variants";
import { rateLimit } from "../../rate-limit.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail, sendOk, type AnswerMessage } from "../../../http/envelope.ts";
import { readJsonBody } from "../../../http/request-input.ts";
import { checkReturnItems, type ItemRuleFacts } from "../request/item-rules.ts";
import { checkOrderPhotos } from "../request/order-photos.ts";
import { checkPickup } from "../request/pickup-rules.ts";
import { checkRefund } from "../request/refund-check.ts";
import { checkReturnPolicy } from "../request/policy-rules.ts";
import { autoApproveIfPolicyAllows } from "../request/auto-approve-request.ts";
import { requestAnswer } from "../request/request-answer.ts";
import { requestFingerprint } from "../request/request-fingerprint.ts";
import { findRequestOrder } from "../request/request-order.ts";
import { toRequestRows } from "../request/request-rows.ts";
import { newReturnRequestId } from "../request/return-request-id.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { readReturnToken } from "../session/read-return-token.ts";
import { enqueueBrandEvent } from "../../../brand-events/enqueue-brand-event.ts";
import { returnPlacedData } from "../../../brand-events/event-data-of.ts";
import { recordReturnPlaced } from "../../../return-lifecycle/apply-return-transition.ts";

/**
 * POST return-request (feed_return_reasons): a return or exchange of some of an order's
 * items. Everything is checked against the order and the brand's rules before anything is
 * stored; quantities are checked again under the order's lock, so two requests sent at once
 * cannot both take the last unit. Idempotent by itself: a submission repeated (same client
 * request id, or same body) answers with the request already stored, never a second one.
 */
export function returnRequestRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.post(`/${API_ENDPOINTS.returnRequest.path}`, rateLimit(deps, "return-request"), async (c) => {
    const body = await readJsonBody(c, ReturnRequestBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);
    const brandId = context.brand.id;
    const request = body.value;

    const located = await findRequestOrder(deps, context, request.shipment_uuid, readReturnToken(c));
    if (!located.ok) return sendFail(c, located.status, located.message);
    const order = await findReturnOrder(deps.db, brandId, located.orderRef);
    if (order === undefined) return sendFail(c, 404, RETURNS_MESSAGE.notReturnable);
    // A repeat of a stored submission answers with it before any rule runs: its own units
    // are taken by now, so the rules would refuse it.
    const fingerprint = requestFingerprint(request);
    const earlier = await findRequestByFingerprint(deps.db, brandId, order.id, fingerprint);
    if (earlier !== undefined) return replay(earlier);
    /** Refused for units: unless a twin took them a moment ago, then it is a repeat. */
    const refuseOrReplay = async (status: 400 | 409, message: AnswerMessage) => {
      const twin = await findRequestByFingerprint(deps.db, brandId, order.id, fingerprint);
      return twin === undefined ? sendFail(c, status, message) : replay(twin);
    };

    // The brand's policy first: its refusal explains more than a rule about a choice the policy forbids anyway.
    const isCod = order.order.paymentMethod.trim().toUpperCase() === "COD";
    const policy = context.returnPolicy;
    const allowed = checkReturnPolicy(
      policy,
      { kind: request.kind, mode: request.refund?.mode, itemIds: request.items.map((i) => i.item_id), isCod },
      order,
      deps.now(),
    );
    if (!allowed.ok) return sendFail(c, 400, allowed.message);

    const [reasons, previousReturns, variants] = await Promise.all([
      listReturnReasons(deps.db, brandId),
      listPreviousReturns(deps.db, brandId, order.id),
      variantsByItem(
        deps.db,
        brandId,
        order.items.map((i) => i.itemId),
      ),
    ]);
    const facts: ItemRuleFacts = {
      kind: request.kind,
      items: order.items,
      previousReturns,
      reasons,
      variantsByItem: variants,
      quantityLock: context.quantityLock,
      captureImage: order.captureImage,
    };
    const items = checkReturnItems(request.items, facts);
    if (!items.ok) return refuseOrReplay(400, items.message);
    const photos = await checkOrderPhotos(
      deps.db,
      { brandId, brandSubdomain: context.brand.subdomain, returnOrderId: order.id, storeReportsUploads: deps.env.s3 === undefined },
      items.value,
    );
    if (!photos.ok) return sendFail(c, 400, photos.message);
    const pickup = await checkPickup(request.pickup, { brandId, country: context.country, selfShip: context.selfShip }, deps);
    if (!pickup.ok) return sendFail(c, 400, pickup.message);
    const refund = await checkRefund(
      request.kind,
      request.refund,
      { isCod, captureBankDetail: context.captureBankDetail, country: context.country, items: items.value, policy },
      deps,
    );
    if (!refund.ok) return sendFail(c, 400, refund.message);

    const id = newReturnRequestId();
    const rows = toRequestRows({
      id,
      brandId,
      returnOrderId: order.id,
      kind: request.kind,
      items: items.value,
      pickup: pickup.value,
      refund: refund.value,
      sealedDetails: refund.value.clearDetails === null ? null : deps.vault.seal(refund.value.clearDetails),
      now: deps.now(),
    });
    rows.request.request_fingerprint = fingerprint;
    // The desk finds the request by the shopper's phone or e-mail: the pickup's, else the order's.
    rows.request.contact_phone = rows.request.pickup_phone ?? order.order.customer.phone;
    rows.request.contact_email = rows.request.pickup_email ?? order.order.customer.email;
    let stored: { ok: true } | { ok: false; message: AnswerMessage } | { ok: "replay"; earlier: StoredRequestAnswer };
    try {
      stored = await deps.db.transaction().execute(async (trx) => {
        await lockReturnOrder(trx, brandId, order.id);
        // Under the order's lock: a twin submitted at the same moment has committed by now.
        const twin = await findRequestByFingerprint(trx, brandId, order.id, fingerprint);
        if (twin !== undefined) return { ok: "replay" as const, earlier: twin };
        const again = checkReturnItems(request.items, { ...facts, previousReturns: await listPreviousReturns(trx, brandId, order.id) });
        if (!again.ok) return again;
        await insertReturnRequest(trx, rows.request, rows.items);
        // In the request's transaction: the event is stored with the request or not at all.
        await enqueueBrandEvent(trx, brandId, "return.placed", returnPlacedData(order, rows), { now: new Date(rows.request.created_at) });
        await recordReturnPlaced(trx, { brandId, requestId: id, actor: { kind: "shopper" }, now: deps.now() });
        // In the same transaction: a request the policy approves is never seen as merely placed.
        await autoApproveIfPolicyAllows(trx, policy, { brandId, requestId: id, items: items.value, now: deps.now() });
        return { ok: true as const };
      });
    } catch (error) {
      // The unique fingerprint index refused a twin the lock did not serialise: answer with it.
      const twin = await findRequestByFingerprint(deps.db, brandId, order.id, fingerprint);
      if (twin === undefined) throw error;
      return replay(twin);
    }
    if (stored.ok === "replay") return replay(stored.earlier);
    if (!stored.ok) return refuseOrReplay(409, stored.message);

    deps.log.info("return request placed", { brandId, returnId: id, kind: request.kind, lines: rows.items.length });
    return sendOk(
      c,
      requestAnswer(
        rows.request,
        rows.items.map((line) => line.id),
        false,
      ),
      request.kind === "exchange" ? RETURNS_MESSAGE.exchangePlaced : RETURNS_MESSAGE.returnPlaced,
      201,
    );

    /** A repeat of a stored submission: the same answer, 200 instead of 201, nothing stored. */
    function replay(earlier: StoredRequestAnswer) {
      deps.log.info("return request repeated", { brandId, returnId: earlier.request.id });
      const message = earlier.request.kind === "exchange" ? RETURNS_MESSAGE.exchangePlaced : RETURNS_MESSAGE.returnPlaced;
      return sendOk(c, requestAnswer(earlier.request, earlier.lineIds, true), message, 200);
    }
  });
  return app;
}
