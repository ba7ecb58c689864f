import type { Kysely } from "kysely";
import { isCountryCode, TIME_ZONE_BY_COUNTRY } from "@portal/core/country";
import { DELAY_IS_NEWS_AT, delayDueAt, type Moment } from "@portal/core/notifications";
import { forwardStageOfCode } from "@portal/core/status";
import { brandTimeZone } from "@portal/core/theme";
import type { NewNotificationTimer } from "@portal/db/repositories/notification-timers";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import type { NotificationSettings } from "./notification-settings.ts";

/**
 * The shopper's zone for an order's country (else the brand's zone, read once): where quiet
 * hours and the end of a promised day are measured.
 */
export function shopperZones(db: Kysely<Database>, brandId: string): (country: string | null) => Promise<string> {
  let brandZone: Promise<string> | undefined;
  return async (country) => {
    const code = country?.trim().toUpperCase() ?? "";
    if (isCountryCode(code)) return TIME_ZONE_BY_COUNTRY[code];
    brandZone ??= findThemeForBrand(db, brandId)
      .catch(() => undefined)
      .then((theme) => brandTimeZone(theme?.config));
    return brandZone;
  };
}

interface WrittenShipment {
  id: string;
  latest_code: number | null;
  is_reverse: number;
  customer_country: string | null;
  edd: string | null;
  edd_to: string | null;
}

/** Whether a forward shipment at this code can still be late (not delivered, cancelled, lost…). */
export function delayIsNews(latestCode: number | null): boolean {
  if (latestCode === null) return true;
  const stage = forwardStageOfCode(latestCode);
  return stage === undefined || DELAY_IS_NEWS_AT[stage];
}

/**
 * A "delayed" timer for each written forward shipment with a promised date that can still be
 * missed, due at the end of that day in the shopper's zone. Rewritten with every write of the
 * shipment: a revised EDD moves the waiting timer.
 */
export async function delayTimers(
  brandId: string,
  shipments: readonly WrittenShipment[],
  settings: NotificationSettings,
  zones: (country: string | null) => Promise<string>,
): Promise<NewNotificationTimer[]> {
  if (!settings.moments.has("delayed")) return [];
  const timers: NewNotificationTimer[] = [];
  for (const shipment of shipments) {
    if (shipment.is_reverse === 1 || !delayIsNews(shipment.latest_code) || (!shipment.edd && !shipment.edd_to)) continue;
    const due = delayDueAt(shipment.edd, shipment.edd_to, await zones(shipment.customer_country));
    if (due) timers.push({ brandId, kind: "delayed", shipmentId: shipment.id, attempt: 1, readyAt: due });
  }
  return timers;
}

/** A reminder timer for each failed delivery just decided, the brand's delay after it. */
export function reminderTimers(
  brandId: string,
  decided: readonly { shipment: { id: string }; moment: Moment }[],
  attempts: ReadonlyMap<string, number>,
  settings: NotificationSettings,
  now: Date,
): NewNotificationTimer[] {
  if (!settings.moments.has("ndr-reminder")) return [];
  return decided
    .filter((d) => d.moment === "failed-delivery")
    .map((d) => ({
      brandId,
      kind: "ndr-reminder" as const,
      shipmentId: d.shipment.id,
      attempt: attempts.get(d.shipment.id) ?? 1,
      readyAt: new Date(now.getTime() + settings.ndrReminderHours * 3_600_000),
    }));
}
