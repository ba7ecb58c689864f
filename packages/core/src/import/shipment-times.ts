import { feedTimestampToUtc, hasZone } from "../dates/zoned-time.ts";
import type { ImportShipment } from "./import-document.ts";
import type { ImportRejection } from "./import-records.ts";

/**
 * Where a shipment's zone-less times are read: the courier's zone first, then the brand's,
 * then (a brand without one) its country's, which the import names in a warning.
 */
export interface ShipmentZones {
  courier?: { label: string; zone: string | undefined };
  brand: { label: string; zone: string | undefined };
  country?: { label: string; zone: string } | undefined;
}

/** `countryZone`: set when a zone-less time was read in the brand's country's zone. */
export type ResolvedShipment = { ok: true; shipment: ImportShipment; countryZone?: string } | { ok: false; rejection: ImportRejection };

/**
 * The shipment with every time as a UTC ISO instant. A zone-less time is read in the
 * courier's zone, else the brand's; with neither configured the shipment is refused, naming
 * the first such field (path `at` + the field's JSON path).
 */
export function resolveShipmentTimes(shipment: ImportShipment, zones: ShipmentZones, at: string): ResolvedShipment {
  const named = zones.courier?.zone ?? zones.brand.zone;
  const zone = named ?? zones.country?.zone;
  let failure: ImportRejection | undefined;
  let readInCountryZone = false;
  const resolve = (text: string, path: string): string => {
    const result = feedTimestampToUtc(text, zone);
    if (result.ok) {
      if (named === undefined && !hasZone(text)) readInCountryZone = true;
      return result.iso;
    }
    failure ??= {
      path: `${at}.${path}`,
      message:
        result.reason === "no-zone"
          ? `"${text}" has no time zone, and ${zones.courier ? `${zones.courier.label} and ` : ""}${zones.brand.label} have none configured. Add the offset (e.g. +05:30), or set the courier's time_zone or the brand's theme.config.time_zone.`
          : `"${text}" is not a date-time.`,
    };
    return text;
  };
  const resolved: ImportShipment = {
    ...shipment,
    scans: shipment.scans.map((scan, i) => ({ ...scan, timestamp: resolve(scan.timestamp, `scans.${i}.timestamp`) })),
    ...(shipment.event_time ? { event_time: resolve(shipment.event_time, "event_time") } : {}),
    latest_status: shipment.latest_status && { ...shipment.latest_status, timestamp: resolve(shipment.latest_status.timestamp, "latest_status.timestamp") },
    config: {
      ...shipment.config,
      order_date: shipment.config.order_date ? resolve(shipment.config.order_date, "config.order_date") : shipment.config.order_date,
      ship_date: shipment.config.ship_date ? resolve(shipment.config.ship_date, "config.ship_date") : shipment.config.ship_date,
    },
  };
  if (failure) return { ok: false, rejection: failure };
  return readInCountryZone && zone ? { ok: true, shipment: resolved, countryZone: zone } : { ok: true, shipment: resolved };
}
