import type { Kysely } from "kysely";
import { isCountryCode, TIME_ZONE_BY_COUNTRY } from "@portal/core/country";
import { MOMENT_OF_RETURN_STAGE, messageKey, sendAt } from "@portal/core/notifications";
import type { ReturnStage } from "@portal/core/returns";
import { brandTimeZone } from "@portal/core/theme";
import { insertNotifications } from "@portal/db/repositories/notifications";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { orderedUuid } from "../import/ordered-id.ts";
import { forMoment, notificationSettingsOf } from "./notification-settings.ts";
import { audienceOf, recipientsFor } from "./recipients.ts";

/**
 * The shopper's message for a return request's stage (placed, approved, picked up, refunded,
 * exchanged), in the transaction that moved it (applyReturnTransition, and the request's
 * creation). A path through several stages at once tells only the last one that is a moment.
 * The message's subject is the request; its key makes a moment once per request.
 */
export async function enqueueReturnNotification(
  db: Kysely<Database>,
  move: { brandId: string; requestId: string; steps: readonly ReturnStage[]; now: Date },
): Promise<number> {
  const moment = [...move.steps]
    .reverse()
    .map((stage) => MOMENT_OF_RETURN_STAGE[stage])
    .find((m) => m !== undefined);
  if (!moment) return 0;
  const settings = await notificationSettingsOf(db, move.brandId);
  if (!settings.moments.has(moment) || settings.channels.size === 0) return 0;
  const request = await db
    .selectFrom("return_requests")
    .select(["contact_email", "contact_phone", "pickup_email", "pickup_phone", "pickup_country"])
    .where("brand_id", "=", move.brandId)
    .where("id", "=", move.requestId)
    .executeTakeFirst();
  if (!request) return 0;
  const contact = {
    email: request.contact_email ?? request.pickup_email,
    phone: request.contact_phone ?? request.pickup_phone,
    country: request.pickup_country,
  };
  const country = contact.country?.toUpperCase() ?? "";
  const theme = isCountryCode(country) ? undefined : await findThemeForBrand(db, move.brandId).catch(() => undefined);
  const zone = isCountryCode(country) ? TIME_ZONE_BY_COUNTRY[country] : brandTimeZone(theme?.config);
  const readyAt = sendAt(move.now, zone, settings.quiet);
  const recipients = recipientsFor(contact, forMoment(settings, moment), await audienceOf(db, move.brandId, [contact]));
  return insertNotifications(
    db,
    recipients.map((recipient) => ({
      id: orderedUuid(move.now.getTime()),
      brandId: move.brandId,
      idempotencyKey: messageKey(`return:${move.requestId}`, moment, recipient.channel),
      shipmentId: `return:${move.requestId}`,
      moment,
      channel: recipient.channel,
      recipient: recipient.address,
      locale: recipient.locale,
      readyAt,
      now: move.now,
    })),
  );
}
