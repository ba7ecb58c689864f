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
  const nulAt = nulCharacterPath(record);
  if (nulAt) return { path: nulAt.join("."), message: "text may not contain NUL characters." };
  let problem: UnstorableValue | undefined;
  (NUMBER_CHECKS[list] as (record: ImportRecordOf[L], check: Check) => void)(record, (value, kind, ...path) => {
    const message = problem ? undefined : numberProblem(value, kind);
    if (message) problem = { path: path.join("."), message };
  });
  return problem;
}

/**
 * The path (as its keys) of the first text holding a NUL, or undefined. Checked for every
 * record of a feed, so the path is only built once one is found.
 */
function nulCharacterPath(value: unknown): string[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? [] : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulCharacterPath(value[index]);
      if (found) return [String(index), ...found];
    }
  } else if (value !== null && typeof value === "object") {
    for (const key in value) {
      // A NUL in a member name is reported at the object holding it.
      if (key.includes("\u0000")) return [];
      const found = nulCharacterPath((value as Record<string, unknown>)[key]);
      if (found) return [key, ...found];
    }
  }
  return undefined;
}

/** Takes one number that lands in an integer column, with its path inside the record. */
type Check = (value: number | null | undefined, kind: "count" | "amount", ...path: Array<string | number>) => void;

/** The numbers of each kind of record that land in integer columns. */
const NUMBER_CHECKS = {
  brands: (brand: ImportBrand, check: Check) => {
    brand.return_reasons.forEach((r, i) => {
      check(r.id, "count", "return_reasons", i, "id");
      check(r.imageQuantity, "count", "return_reasons", i, "imageQuantity");
    });
    brand.return_reasons_with_sub_reasons.forEach((r, i) => {
      const at = "return_reasons_with_sub_reasons";
      check(r.id, "count", at, i, "id");
      check(r.imageQuantity, "count", at, i, "imageQuantity");
      r.sub_reasons.forEach((s, j) => check(s.id, "count", at, i, "sub_reasons", j, "id"));
    });
  },
  // The schema already bounds a courier's id.
  couriers: () => {},
  shipments: (shipment: ImportShipment, check: Check) => {
    shipment.scans.forEach((scan, i) => check(scan.code, "count", "scans", i, "code"));
    if (shipment.latest_status) check(shipment.latest_status.code, "count", "latest_status", "code");
    let total = 0;
    shipment.additional.order_detail.forEach((item, i) => {
      check(item.price, "amount", "additional", "order_detail", i, "price");
      total += (item.price ?? 0) * item.quantity;
    });
    check(total, "amount", "additional", "order_detail");
  },
  return_orders: (order: ImportReturnOrder, check: Check) => {
    let total = 0;
    order.item_info.forEach((item, i) => {
      const at = "item_info";
      check(item.id, "count", at, i, "id");
      check(item.quantity, "count", at, i, "quantity");
      check(item.eligible_quantity_can_be_return, "count", at, i, "eligible_quantity_can_be_return");
      check(item.inventory_quantity, "count", at, i, "inventory_quantity");
      check(item.total_variant_inventory_quantity, "count", at, i, "total_variant_inventory_quantity");
      check(item.price, "amount", at, i, "price");
      check(item.store_credits_used, "amount", at, i, "store_credits_used");
      check(item.final_amount_paid, "amount", at, i, "final_amount_paid");
      total += item.price * item.quantity;
    });
    check(total, "amount", "item_info");
    order.return_requests.forEach((request, i) => check(request.refund?.amount, "amount", "return_requests", i, "refund", "amount"));
  },
} as const satisfies { [L in ImportList]: (record: ImportRecordOf[L], check: Check) => void };

/** Why a number cannot be stored in its integer column, or undefined. */
function numberProblem(value: number | null | undefined, kind: "count" | "amount"): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (kind === "count" && !Number.isInteger(value)) return "must be a whole number.";
  const stored = kind === "amount" ? toMinor(value) : value;
  if (!Number.isFinite(stored) || Math.abs(stored) > STORABLE_INT_MAX)
    return kind === "amount" ? "the amount is too large to store." : `must be at most ${STORABLE_INT_MAX}.`;
  return undefined;
}
