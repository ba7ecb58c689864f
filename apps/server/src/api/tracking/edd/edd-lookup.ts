import type * as v from "valibot";
import type { EddQuerySchema, EddResult } from "@portal/core/api";
import type { Brand } from "@portal/db/repositories/records";
import { isDateShown } from "@portal/core/brand";
import { manifestOf } from "../../../brands/brand-rules.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { checkTrackingAccess } from "../../security/tracking-access.ts";
import { shipmentStageOf } from "../shipment/shipment-stage.ts";
import { findTrackQueryShipment } from "../track-order/track-query-shipment.ts";
import { answerFail, answerOk, type TrackingAnswer } from "../tracking-answer.ts";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { eddUiOf } from "./edd-ui.ts";
import { brandToday } from "./brand-today.ts";

/**
 * edd (same parameters as track-order): edd_ui { message_id, message }, or null when there
 * is no expected-delivery message to show (also on a brand whose manifest hides the
 * expected-delivery date). With the brand's security check on, a shipment asked for without
 * its valid key answers as an unknown one, as track-order does: an expected date would
 * confirm that a guessed waybill exists.
 */
export async function lookupEdd(deps: ApiDeps, brand: Brand | undefined, query: v.InferOutput<typeof EddQuerySchema>): Promise<TrackingAnswer<EddResult>> {
  const found = brand ? await findTrackQueryShipment(deps.db, brand, query) : undefined;
  const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, found ? [found.detail.shipment.securityKey] : [], query.security_key);
  if (!found || !check.granted) return answerFail(400, TRACKING_MESSAGE.notShipped);
  if (brand && !isDateShown(manifestOf(brand), "expected-delivery")) return answerOk({ edd_ui: null });
  return answerOk({ edd_ui: eddUiOf(found.detail.shipment, shipmentStageOf(found.detail), await brandToday(deps, brand)) });
}
