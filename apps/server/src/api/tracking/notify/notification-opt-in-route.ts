import type { Context } from "hono";
import { NotificationOptInBodySchema, NotificationOptInQuerySchema, type NotificationOptInResult } from "@portal/core/api";
import { localeOfAcceptLanguage } from "@portal/core/locale";
import { fieldProblem, TRACKING_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { offeredNotificationChannels, saveNotificationSubscription } from "@portal/db/repositories/notification-subscriptions";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readJsonBody, readQuery } from "../../../http/request-input.ts";
import { addressFor } from "../../../notifications/contact-address.ts";
import { findTrackedShipment } from "../shipment/shipment-request.ts";

/**
 * POST notification-opt-in: the tracking page's "get updates for this shipment" (issue 35
 * item 4). The shipment is found as every tracking write finds it (with the brand's security
 * check, the valid key), the channel must be one the brand sends on, and the address is
 * normalised the way the sender matches consents (an Indian 10-digit number gets +91). Stored
 * per shipment and address, with the address's opt-in in the page's language: the send worker
 * re-reads that consent for every message. The address is never logged nor put in a URL.
 */
export function notificationOptInHandler(deps: ApiDeps) {
  return async (c: Context) => {
    const query = readQuery(c, NotificationOptInQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const body = await readJsonBody(c, NotificationOptInBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
    if (!found.ok) return found.response;
    const { brand, detail } = found.shipment;
    const { channel } = body.value;
    if (!(await offeredNotificationChannels(deps.db, brand.id)).includes(channel)) return sendFail(c, 409, TRACKING_MESSAGE.notifyChannelOff);
    const typed = body.value.address;
    const address = addressFor(channel, { email: typed, phone: typed, country: detail.order.customer.country });
    if (!address) return sendFail(c, 400, fieldProblem("address", VALIDATION_MESSAGE[channel === "email" ? "email" : "phone-international"]));
    await saveNotificationSubscription(
      deps.db,
      { brandId: brand.id, shipmentId: detail.shipment.id, channel, address, locale: localeOfAcceptLanguage(c.req.header("accept-language")) },
      { now: deps.now() },
    );
    const result: NotificationOptInResult = { channel };
    return sendOk(c, result, TRACKING_MESSAGE.notifySubscribed);
  };
}
