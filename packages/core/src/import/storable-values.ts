import type { ImportBrand, ImportReturnOrder, ImportShipment } from "./import-document.ts";
import type { ImportList, ImportRecordOf } from "./import-records.ts";

/** Integer columns hold 32-bit values on PostgreSQL (SQLite would take more, so both refuse beyond). */
export const STORABLE_INT_MAX = 2_147_483_647;

/** Amounts are stored in minor units; every currency the portal shows has two minor digits. */
const toMinor = (amount: number) => Math.round(amount * 100);

/** Where in a record (dot path inside it, "" for the record itself) and why it cannot be stored. */
export interface UnstorableValue {
  path: string;
  message: string;
}

/**
 * The first value of a schema-valid record that the database could not store, or undefined:
 * NUL characters (PostgreSQL text refuses them), fractional counts, and numbers or amounts
 * (in minor units) beyond a 32-bit integer. Checked during validation so the refusal names
 * the field, instead of an INSERT failing deep in the import.
 */
export function unstorableValueIn<L extends ImportList>(list: L, record: ImportRecordOf[L]): UnstorableValue | undefined {
  return nulCharacterIn(record, "") ?? numberProblemIn(NUMBER_CHECKS[list](record as never));
}

function nulCharacterIn(value: unknown, path: string): UnstorableValue | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? { path, message: "text may not contain NUL characters." } : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulCharacterIn(value[index], join(path, String(index)));
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object") {
    for (const key in value) {
      const found = nulCharacterIn(key, path) ?? nulCharacterIn((value as Record<string, unknown>)[key], join(path, key));
      if (found) return found;
    }
  }
  return undefined;
}

type Check = [path: string, value: number | null | undefined, kind: "count" | "amount"];

/** The numbers of each kind of record that land in integer columns. */
const NUMBER_CHECKS = {
  brands: (brand: ImportBrand): Check[] => [
    ...brand.return_reasons.flatMap((r, i): Check[] => [
      [`return_reasons.${i}.id`, r.id, "count"],
      [`return_reasons.${i}.imageQuantity`, r.imageQuantity, "count"],
    ]),
    ...brand.return_reasons_with_sub_reasons.flatMap((r, i): Check[] => {
      const at = `return_reasons_with_sub_reasons.${i}`;
      return [[`${at}.id`, r.id, "count"], [`${at}.imageQuantity`, r.imageQuantity, "count"], ...r.sub_reasons.map((s, j): Check => [`${at}.sub_reasons.${j}.id`, s.id, "count"])];
    }),
  ],
  // The schema already bounds a courier's id.
  couriers: (): Check[] => [],
  shipments: (shipment: ImportShipment): Check[] => {
    const items = shipment.additional.order_detail;
    const total = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
    return [
      ...shipment.scans.map((scan, i): Check => [`scans.${i}.code`, scan.code, "count"]),
      ...(shipment.latest_status ? [["latest_status.code", shipment.latest_status.code, "count"] satisfies Check] : []),
      ...items.map((item, i): Check => [`additional.order_detail.${i}.price`, item.price, "amount"]),
      ["additional.order_detail", total, "amount"],
    ];
  },
  return_orders: (order: ImportReturnOrder): Check[] => [
    ...order.item_info.flatMap((item, i): Check[] => {
      const at = `item_info.${i}`;
      return [
        [`${at}.id`, item.id, "count"],
        [`${at}.quantity`, item.quantity, "count"],
        [`${at}.eligible_quantity_can_be_return`, item.eligible_quantity_can_be_return, "count"],
        [`${at}.inventory_quantity`, item.inventory_quantity, "count"],
        [`${at}.total_variant_inventory_quantity`, item.total_variant_inventory_quantity, "count"],
        [`${at}.price`, item.price, "amount"],
        [`${at}.store_credits_used`, item.store_credits_used, "amount"],
        [`${at}.final_amount_paid`, item.final_amount_paid, "amount"],
      ];
    }),
    ["item_info", order.item_info.reduce((sum, item) => sum + item.price * item.quantity, 0), "amount"],
  ],
} as const satisfies { [L in ImportList]: (record: ImportRecordOf[L]) => Check[] };

function numberProblemIn(checks: readonly Check[]): UnstorableValue | undefined {
  for (const [path, value, kind] of checks) {
    if (value === null || value === undefined) continue;
    if (kind === "count" && !Number.isInteger(value)) return { path, message: "must be a whole number." };
    const stored = kind === "amount" ? toMinor(value) : value;
    if (!Number.isFinite(stored) || Math.abs(stored) > STORABLE_INT_MAX) {
      return { path, message: kind === "amount" ? "the amount is too large to store." : `must be at most ${STORABLE_INT_MAX}.` };
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
