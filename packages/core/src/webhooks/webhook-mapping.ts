import { hasZone } from "../dates/zoned-time.ts";
import { UNMAPPED_STATUS_CODE } from "./webhook-providers.ts";
import type { WebhookScan, WebhookShipment } from "./webhook-scan.ts";

/** A payload field as trimmed text; "" when it is absent. */
export const textOf = (value: string | number | null | undefined): string => (value == null ? "" : String(value).trim());

/** A provider's table entry for a key it sends; undefined for a key the table does not list. */
export function entryOf<V>(table: Readonly<Record<string | number, V>>, key: string | number): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * A provider's scans in the product rules' codes. Each item's code comes from the provider's status
 * table; a status the table does not know (or maps to null) is kept, with the unmapped code,
 * and counted. `scanOf` reads the rest of the scan and gets the code it was given.
 */
export function mappedScans<T>(
  items: readonly T[],
  codeOf: (item: T) => number | null | undefined,
  scanOf: (item: T, code: number | undefined) => Omit<WebhookScan, "code">,
): Pick<WebhookShipment, "scans" | "unmapped"> {
  let unmapped = 0;
  const scans = items.map((item) => {
    const code = codeOf(item) ?? undefined;
    if (code === undefined) unmapped += 1;
    return { code: code ?? UNMAPPED_STATUS_CODE, ...scanOf(item, code) };
  });
  return { scans, unmapped };
}

/**
 * The optional shipment fields a payload carries: blank texts are left out, and the expected
 * delivery is kept only as a date (YYYY-MM-DD, the first ten characters of what is sent).
 */
export function optionalShipmentFields(fields: {
  order_id?: string | number | null;
  cp_name?: string | number | null;
  edd?: string | number | null;
}): Pick<WebhookShipment, "order_id" | "cp_name" | "edd"> {
  const orderId = textOf(fields.order_id);
  const cpName = textOf(fields.cp_name);
  const edd = textOf(fields.edd).slice(0, 10);
  return {
    ...(orderId ? { order_id: orderId } : {}),
    ...(cpName ? { cp_name: cpName } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(edd) ? { edd } : {}),
  };
}

/** The update's own time (an instant with its zone) and id, when the service sends them. */
export function eventFields(time: string | undefined, id: string | null | undefined): Pick<WebhookShipment, "event_time" | "event_id"> {
  const at = time?.trim() ?? "";
  const eventId = textOf(id);
  return {
    ...(hasZone(at) && !Number.isNaN(Date.parse(at)) ? { event_time: at } : {}),
    ...(eventId !== "" ? { event_id: eventId.slice(0, 200) } : {}),
  };
}
