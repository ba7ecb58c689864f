import type { ImportList } from "./import-records.ts";
import type { UnstorableValue } from "./storable-values.ts";

/** Deeper than any record the format has (a shipment is about 5 levels): refused, with its path. */
export const MAX_RECORD_DEPTH = 64;
/** Identifiers (a waybill is at most about 40 characters anywhere): longer is a broken feed. */
export const MAX_IDENTIFIER_LENGTH = 200;
/** Any other text of a shipment or return order (scan texts, addresses, product titles). */
export const MAX_TEXT_LENGTH = 10_000;

/** The identifier fields of each list's records, by their key on the record. */
const IDENTIFIERS = {
  brands: [],
  couriers: [],
  shipments: ["waybill", "order_id", "reference_number", "security_key", "event_id", "cp_name", "account_code"],
  return_orders: ["order_id", "awb", "reference_number"],
} as const satisfies Record<ImportList, readonly string[]>;

/** Lists whose every text is bounded (brands carry themes, whose HTML may be long). */
const TEXT_BOUNDED = { brands: false, couriers: true, shipments: true, return_orders: true } as const satisfies Record<ImportList, boolean>;

/**
 * The first place a record (as sent, before validation) is deeper than MAX_RECORD_DEPTH or
 * holds a text beyond its limit, or undefined. Walked without recursion, so a record nested a
 * million deep is refused like any other, with the path where it goes too deep.
 */
export function recordLimitProblem(list: ImportList, record: unknown): UnstorableValue | undefined {
  if (record === null || typeof record !== "object") return undefined;
  for (const key of IDENTIFIERS[list]) {
    const value = (record as Record<string, unknown>)[key];
    if (typeof value === "string" && value.length > MAX_IDENTIFIER_LENGTH)
      return { path: key, message: `is ${value.length} characters long; at most ${MAX_IDENTIFIER_LENGTH} are taken.` };
  }
  // Each item points at its parent: the path is only built once a problem is found.
  type Item = { value: unknown; key: string; parent: Item | undefined; depth: number };
  const pathOf = (item: Item | undefined): string => {
    const keys: string[] = [];
    for (let at = item; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join(".");
  };
  const stack: Item[] = [{ value: record, key: "", parent: undefined, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const { value } = item;
    if (typeof value === "string") {
      if (TEXT_BOUNDED[list] && value.length > MAX_TEXT_LENGTH)
        return { path: pathOf(item), message: `is ${value.length} characters long; at most ${MAX_TEXT_LENGTH} are taken.` };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (item.depth >= MAX_RECORD_DEPTH) return { path: pathOf(item), message: `nests deeper than ${MAX_RECORD_DEPTH} levels.` };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: String(i), parent: item, depth: item.depth + 1 });
    } else for (const key in value) stack.push({ value: (value as Record<string, unknown>)[key], key, parent: item, depth: item.depth + 1 });
  }
  return undefined;
}
