import type { Context } from "hono";
import type * as v from "valibot";
import type { Brand } from "@portal/db/repositories/records";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import { answerFail, answerOk, type TrackingAnswer } from "../tracking-answer.ts";
import { CONTACT_NUMBER_FIELDS, checkContactNumbers } from "@portal/core/api";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { findContactUpdate, saveContactUpdate } from "@portal/db/repositories/tracking-contact-updates";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readJsonBody, readQuery } from "../../../http/request-input.ts";
import { findBrandShipment, findTrackedShipment } from "../shipment/shipment-request.ts";
import { isContactUpdateOpen } from "../shipment/shipment-stage.ts";
import { fieldProblem, TRACKING_MESSAGE } from "@portal/core/messages";
import { enqueueBrandEvent } from "../../../brand-events/enqueue-brand-event.ts";
import { contactUpdatedData } from "../../../brand-events/event-data-of.ts";
import { ContactUpdateBodySchema, ContactUpdateQuerySchema, type ContactUpdateResult } from "./contact-update-schema.ts";

// product rules §8: contact number updated; notifications go to the updated number.

/** GET contact-update for a validated query and the request's brand: the current numbers. */
export async function readContactUpdate(
  deps: ApiDeps,
  brand: Brand | undefined,
  query: v.InferOutput<typeof ContactUpdateQuerySchema>,
): Promise<TrackingAnswer<ContactUpdateResult>> {
  const found = await findBrandShipment(deps, brand, query.tracking_id, query.security_key);
  if (!found) return answerFail(400, TRACKING_MESSAGE.notShipped);
  const { detail } = found;
  const update = await findContactUpdate(deps.db, found.brand.id, detail.shipment.id);
  return answerOk({
    phone_number: update?.phone ?? detail.order.customer.phone ?? "",
    alternate_phone_number: update ? (update.alternatePhone ?? "") : (detail.order.customer.alternatePhone ?? ""),
    allow_contact_update: isContactUpdateOpen(detail),
  });
}

/**
 * GET and POST contact-update: the update-contact screen's numbers, stored per shipment
 * (contact_updates) rather than as a tracking feed, since a feed answers a failure and
 * holds one number while this screen has two and needs no failure. The numbers are
 * personal data: with the security check on, both need the valid key. Saving is refused
 * once a scan shows delivered, lost, damaged, returned or failed (core's rule, product
 * rules §6).
 */
export function contactUpdateHandlers(deps: ApiDeps) {
  const read = async (c: Context) => {
    const query = readQuery(c, ContactUpdateQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    return sendAnswer(c, await readContactUpdate(deps, await resolveApiBrand(c, deps), query.value));
  };

  const save = async (c: Context) => {
    const query = readQuery(c, ContactUpdateQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const body = await readJsonBody(c, ContactUpdateBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
    if (!found.ok) return found.response;
    const { brand, detail } = found.shipment;
    if (!isContactUpdateOpen(detail)) return sendFail(c, 409, TRACKING_MESSAGE.contactUpdateClosed);
    // The format is the shopper's country's (the screen runs the same check).
    const numbers = checkContactNumbers(body.value, detail.order.customer.country);
    if (!numbers.ok) {
      const field = CONTACT_NUMBER_FIELDS.find((f) => numbers.errors[f]) ?? "phone_number";
      return sendFail(c, 400, fieldProblem(field, VALIDATION_MESSAGE[numbers.errors[field] ?? "phone"]));
    }

    const phone = numbers.value.phone_number;
    const alternatePhone = numbers.value.alternate_phone_number || null;
    const now = deps.now();
    await saveContactUpdate(deps.db, { brandId: brand.id, shipmentId: detail.shipment.id, phone, alternatePhone }, { now });
    await enqueueBrandEvent(deps.db, brand.id, "contact.updated", contactUpdatedData(detail, { phone, alternatePhone }, now), { now });
    const result: ContactUpdateResult = { phone_number: phone, alternate_phone_number: alternatePhone ?? "", allow_contact_update: true };
    return sendOk(c, result, TRACKING_MESSAGE.contactUpdated);
  };

  return { read, save };
}
