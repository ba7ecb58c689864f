import type { ImportDocument } from "@portal/core/import";

/** Integer columns hold 32-bit values on PostgreSQL (SQLite would take more, so check for both). */
const INT_MAX = 2_147_483_647;
const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * The first value of a schema-valid document that the database could not store, as a
 * one-line message naming its place, or undefined. Catches what would otherwise fail deep
 * in an INSERT: NUL characters (PostgreSQL text refuses them), fractional counts, and
 * numbers or amounts (in minor units) beyond a 32-bit integer.
 */
// TODO(core): these bounds belong in ImportDocumentSchema, so the message comes from validation.
export function findUnstorableValue(document: ImportDocument): string | undefined {
  return nulCharacterIn(document, "") ?? numberProblemIn(document);
}

function nulCharacterIn(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? `${path || "(root)"}: text may not contain NUL characters.` : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterIn(item, join(path, String(index)));
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterIn(key, path) ?? nulCharacterIn(item, join(path, key));
      if (found) return found;
    }
  }
  return undefined;
}

type Check = [path: string, value: number | null | undefined, kind: "count" | "amount"];

function numberProblemIn(document: ImportDocument): string | undefined {
  const checks: Check[] = [];
  document.brands.forEach((brand, b) => {
    brand.return_reasons.forEach((r, i) => {
      checks.push([`brands.${b}.return_reasons.${i}.id`, r.id, "count"], [`brands.${b}.return_reasons.${i}.imageQuantity`, r.imageQuantity, "count"]);
    });
    brand.return_reasons_with_sub_reasons.forEach((r, i) => {
      const at = `brands.${b}.return_reasons_with_sub_reasons.${i}`;
      checks.push([`${at}.id`, r.id, "count"], [`${at}.imageQuantity`, r.imageQuantity, "count"]);
      r.sub_reasons.forEach((s, j) => checks.push([`${at}.sub_reasons.${j}.id`, s.id, "count"]));
    });
  });
  document.shipments.forEach((shipment, s) => {
    shipment.scans.forEach((scan, i) => checks.push([`shipments.${s}.scans.${i}.code`, scan.code, "count"]));
    if (shipment.latest_status) checks.push([`shipments.${s}.latest_status.code`, shipment.latest_status.code, "count"]);
    const items = shipment.additional.order_detail;
    items.forEach((item, i) => checks.push([`shipments.${s}.additional.order_detail.${i}.price`, item.price, "amount"]));
    const total = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
    checks.push([`shipments.${s}.additional.order_detail`, total, "amount"]);
  });
  document.return_orders.forEach((order, o) => {
    order.item_info.forEach((item, i) => {
      const at = `return_orders.${o}.item_info.${i}`;
      checks.push(
        [`${at}.id`, item.id, "count"],
        [`${at}.quantity`, item.quantity, "count"],
        [`${at}.eligible_quantity_can_be_return`, item.eligible_quantity_can_be_return, "count"],
        [`${at}.inventory_quantity`, item.inventory_quantity, "count"],
        [`${at}.total_variant_inventory_quantity`, item.total_variant_inventory_quantity, "count"],
        [`${at}.price`, item.price, "amount"],
        [`${at}.store_credits_used`, item.store_credits_used, "amount"],
        [`${at}.final_amount_paid`, item.final_amount_paid, "amount"],
      );
    });
    const total = order.item_info.reduce((sum, item) => sum + item.price * item.quantity, 0);
    checks.push([`return_orders.${o}.item_info`, total, "amount"]);
  });

  for (const [path, value, kind] of checks) {
    if (value === null || value === undefined) continue;
    if (kind === "count" && !Number.isInteger(value)) return `${path}: must be a whole number.`;
    const stored = kind === "amount" ? toMinor(value) : value;
    if (!Number.isFinite(stored) || Math.abs(stored) > INT_MAX) {
      return kind === "amount" ? `${path}: the amount is too large to store.` : `${path}: must be at most ${INT_MAX}.`;
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
