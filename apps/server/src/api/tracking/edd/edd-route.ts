import type { Context } from "hono";
import { EddQuerySchema, type EddResult } from "@portal/core/api";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { shipmentStageOf } from "../shipment/shipment-stage.ts";
import { findTrackQueryShipment } from "../track-order/track-query-shipment.ts";
import { TRACKING_MESSAGE } from "../tracking-messages.ts";
import { eddUiOf } from "./edd-ui.ts";

/**
 * GET edd (same parameters as track-order): result.edd_ui { message_id, message }, or null
 * when there is no expected-delivery message to show. The EDD is status, so no key is needed.
 */
export function eddHandler(deps: ApiDeps) {
  return async (c: Context) => {
    const query = readQuery(c, EddQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const brand = await resolveApiBrand(c, deps);
    const found = brand ? await findTrackQueryShipment(deps.db, brand, query.value) : undefined;
    if (!found) return sendFail(c, 400, TRACKING_MESSAGE.notShipped);
    const result: EddResult = { edd_ui: eddUiOf(found.detail.shipment, shipmentStageOf(found.detail)) };
    return sendOk(c, result);
  };
}
