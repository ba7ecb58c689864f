import type * as v from "valibot";
import { FORWARD_CODES_BY_STAGE } from "../status/forward-stage.ts";
import { REVERSE_CODES_BY_STAGE } from "../status/reverse-stage.ts";
import { ImportBrandSchema, ImportCourierSchema, ImportReturnOrderSchema, ImportScanSchema, ImportShipmentSchema } from "./import-document.ts";
import type { ImportList, ImportRecordOf, ImportRejection } from "./import-records.ts";

/** Something a stored record carried that the import did not use: where, and what. */
export type ImportWarning = ImportRejection;

/** The code a webhook gives a status no table maps: kept on purpose, so not warned about. */
const UNMAPPED_STATUS_CODE = 0;

/** The field names an object schema (or the object at the head of a pipe) reads. */
function fieldsOf(schema: v.GenericSchema): ReadonlySet<string> {
  const node = schema as unknown as { entries?: Record<string, unknown>; pipe?: readonly v.GenericSchema[] };
  if (node.entries) return new Set(Object.keys(node.entries));
  return node.pipe?.[0] ? fieldsOf(node.pipe[0]) : new Set();
}

const RECORD_FIELDS = {
  brands: fieldsOf(ImportBrandSchema),
  couriers: fieldsOf(ImportCourierSchema),
  shipments: fieldsOf(ImportShipmentSchema),
  return_orders: fieldsOf(ImportReturnOrderSchema),
} as const satisfies Record<ImportList, ReadonlySet<string>>;
const SCAN_FIELDS = fieldsOf(ImportScanSchema);

const FORWARD_CODES: ReadonlySet<number> = new Set(Object.values(FORWARD_CODES_BY_STAGE).flat());
const REVERSE_CODES: ReadonlySet<number> = new Set(Object.values(REVERSE_CODES_BY_STAGE).flat());

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function unknownFields(input: unknown, known: ReadonlySet<string>, at: string): ImportWarning[] {
  if (!isObject(input)) return [];
  return Object.keys(input)
    .filter((key) => !known.has(key))
    .map((key) => ({ path: `${at}.${key}`, message: "is not a field of the import format; ignored (check its spelling)." }));
}

/**
 * What a valid record carries that the import does not use, one warning per item with its
 * path: fields the format does not have (a misspelt `order_Id` or `edd_messsage_id`), on the
 * record and on its scans, and scan codes outside the product rules' tables (forward, or reverse on a
 * reverse pickup), which are stored and shown with their own text but place no stage.
 */
export function importRecordWarnings<L extends ImportList>(list: L, at: string, input: unknown, record: ImportRecordOf[L]): ImportWarning[] {
  const warnings = unknownFields(input, RECORD_FIELDS[list], at);
  if (list !== "shipments" || !isObject(input)) return warnings;
  const shipment = record as ImportRecordOf["shipments"];
  const codes = shipment.config.is_rvp ? REVERSE_CODES : FORWARD_CODES;
  const scans: Array<[unknown, string, number]> = shipment.scans.map((scan, i) => [
    Array.isArray(input.scans) ? input.scans[i] : undefined,
    `${at}.scans.${i}`,
    scan.code,
  ]);
  if (shipment.latest_status) scans.push([input.latest_status, `${at}.latest_status`, shipment.latest_status.code]);
  for (const [sent, path, code] of scans) {
    warnings.push(...unknownFields(sent, SCAN_FIELDS, path));
    if (code !== UNMAPPED_STATUS_CODE && !codes.has(code)) {
      warnings.push({
        path: `${path}.code`,
        message: `${code} is not a status code of the product rules' tables; stored and shown with its text, but it moves no stage.`,
      });
    }
  }
  return warnings;
}
