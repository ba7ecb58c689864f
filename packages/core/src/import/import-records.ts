import * as v from "valibot";
import { describeIssues } from "../api/request-validation.ts";
import {
  ImportBrandSchema,
  ImportCourierSchema,
  ImportReturnOrderSchema,
  ImportShipmentSchema,
  type ImportBrand,
  type ImportCourier,
  type ImportDocument,
  type ImportReturnOrder,
  type ImportShipment,
} from "./import-document.ts";
import { importRecordWarnings, type ImportWarning } from "./import-warnings.ts";
import { recordLimitProblem } from "./record-limits.ts";
import { unstorableValueIn } from "./storable-values.ts";

/** One record an import refused: where (the JSON path of the field, when known) and why. */
export interface ImportRejection {
  path: string;
  message: string;
}

/** The lists of a document, in the order they are applied. */
export const IMPORT_LISTS = ["brands", "couriers", "shipments", "return_orders"] as const;
export type ImportList = (typeof IMPORT_LISTS)[number];

/** The record type of each list. */
export interface ImportRecordOf {
  brands: ImportBrand;
  couriers: ImportCourier;
  shipments: ImportShipment;
  return_orders: ImportReturnOrder;
}

/** Each kept record's index in the document as sent, so later refusals name the right path. */
export type ImportOrigin = Record<ImportList, number[]>;

export type ImportRecords =
  | { ok: true; document: ImportDocument; origin: ImportOrigin; rejected: ImportRejection[]; warnings: ImportWarning[] }
  | { ok: false; message: string };

const RECORD_SCHEMA = {
  brands: ImportBrandSchema,
  couriers: ImportCourierSchema,
  shipments: ImportShipmentSchema,
  return_orders: ImportReturnOrderSchema,
} as const satisfies Record<ImportList, v.GenericSchema>;

/** What makes two records of a list the same record (a later one is refused as a repeat). */
const RECORD_KEY = {
  brands: (r: unknown) => (r as v.InferOutput<typeof ImportBrandSchema>).subdomain,
  couriers: (r: unknown) => {
    const c = r as v.InferOutput<typeof ImportCourierSchema>;
    return `${c.brand}\u0000${c.id}`;
  },
  shipments: (r: unknown) => {
    const s = r as v.InferOutput<typeof ImportShipmentSchema>;
    return `${s.brand}\u0000${s.waybill}`;
  },
  return_orders: () => undefined,
} as const satisfies Record<ImportList, (record: unknown) => string | undefined>;

const REPEAT_MESSAGE = {
  brands: "this brand subdomain already appears earlier in the document.",
  couriers: "this courier id already appears earlier in the document for this brand.",
  shipments: "this waybill already appears earlier in the document for this brand.",
  return_orders: "",
} as const satisfies Record<ImportList, string>;

const EnvelopeSchema = v.object({
  version: v.literal(1, "version must be 1."),
  brands: v.optional(v.array(v.unknown(), "brands must be a list."), []),
  couriers: v.optional(v.array(v.unknown(), "couriers must be a list."), []),
  shipments: v.optional(v.array(v.unknown(), "shipments must be a list."), []),
  return_orders: v.optional(v.array(v.unknown(), "return_orders must be a list."), []),
});

/**
 * Checks a document's outline: an object with `version: 1` whose lists are lists. A reader
 * that streams the document passes the outline with each list as `[]` (its records are
 * checked one by one with an ImportRecordValidator).
 */
export function validateImportOutline(outline: unknown): { ok: true } | { ok: false; message: string } {
  const envelope = v.safeParse(EnvelopeSchema, outline);
  return envelope.success ? { ok: true } : { ok: false, message: describeIssues(envelope.issues) };
}

export type ImportRecordCheck<L extends ImportList> =
  | { ok: true; record: ImportRecordOf[L]; warnings: ImportWarning[] }
  | { ok: false; rejection: ImportRejection };

/** Checks one record of a list (given its index in the document as sent); remembers keys to refuse repeats. */
export type ImportRecordValidator = <L extends ImportList>(list: L, index: number, input: unknown) => ImportRecordCheck<L>;

/**
 * A validator for the records of one document, in document order: each record's first
 * problem (schema, a value the database cannot store, a repeat of an earlier record) with
 * the field's JSON path. It keeps the keys of the records it accepted, to refuse repeats.
 */
export function createImportRecordValidator(): ImportRecordValidator {
  const seen = { brands: new Set<string>(), couriers: new Set<string>(), shipments: new Set<string>(), return_orders: new Set<string>() } satisfies Record<
    ImportList,
    Set<string>
  >;
  return <L extends ImportList>(list: L, index: number, input: unknown): ImportRecordCheck<L> => {
    const at = `${list}.${index}`;
    // Before the schema: a record too deep or too long is refused where it goes wrong.
    const beyond = recordLimitProblem(list, input);
    if (beyond) return { ok: false, rejection: { path: beyond.path ? `${at}.${beyond.path}` : at, message: beyond.message } };
    const parsed = v.safeParse(RECORD_SCHEMA[list], input);
    if (!parsed.success) return { ok: false, rejection: rejectionOf(at, parsed.issues) };
    const record = parsed.output as ImportRecordOf[L];
    const unstorable = unstorableValueIn(list, record);
    if (unstorable) return { ok: false, rejection: { path: unstorable.path ? `${at}.${unstorable.path}` : at, message: unstorable.message } };
    const key = RECORD_KEY[list](record);
    if (key !== undefined && seen[list].has(key)) return { ok: false, rejection: { path: at, message: REPEAT_MESSAGE[list] } };
    if (key !== undefined) seen[list].add(key);
    return { ok: true, record, warnings: importRecordWarnings(list, at, input, record) };
  };
}

/**
 * Validates an import document record by record: every invalid record is reported (its
 * first problem, with the field's JSON path) and the valid ones are kept, so one answer
 * lists all the errors of a feed. Only a document whose outline is wrong (not an object,
 * wrong version, a list that is not a list) fails as a whole.
 */
export function validateImportRecords(input: unknown): ImportRecords {
  const envelope = v.safeParse(EnvelopeSchema, input);
  if (!envelope.success) return { ok: false, message: describeIssues(envelope.issues) };
  const validate = createImportRecordValidator();
  const rejected: ImportRejection[] = [];
  const warnings: ImportWarning[] = [];
  const document: ImportDocument = { version: 1, brands: [], couriers: [], shipments: [], return_orders: [] };
  const origin: ImportOrigin = { brands: [], couriers: [], shipments: [], return_orders: [] };
  for (const list of IMPORT_LISTS) {
    for (const [index, record] of envelope.output[list].entries()) {
      const checked = validate(list, index, record);
      if (!checked.ok) {
        rejected.push(checked.rejection);
        continue;
      }
      (document[list] as unknown[]).push(checked.record);
      origin[list].push(index);
      warnings.push(...checked.warnings);
    }
  }
  return { ok: true, document, origin, rejected, warnings };
}

/** The record's first problem, its path prefixed with the record's place in the document. */
function rejectionOf(at: string, issues: readonly v.BaseIssue<unknown>[]): ImportRejection {
  const inner = issues[0] ? v.getDotPath(issues[0]) : null;
  const path = inner ? `${at}.${inner}` : at;
  const described = describeIssues(issues);
  const message =
    inner && described.startsWith(`${inner}: `)
      ? described.slice(inner.length + 2)
      : inner && described === `${inner} is required.`
        ? "is required."
        : described;
  return { path, message };
}

/** One line per refusal, for the CLI and for logs. */
export function describeRejections(rejected: readonly ImportRejection[]): string {
  return rejected.map((r) => (!r.path ? r.message : r.message.startsWith("is ") ? `${r.path} ${r.message}` : `${r.path}: ${r.message}`)).join("\n");
}
