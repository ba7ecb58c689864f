import {
  createImportRecordValidator,
  IMPORT_LISTS,
  validateImportOutline,
  type ImportList,
  type ImportRecordValidator,
  type ImportRejection,
} from "@portal/core/import";
import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { ImportRun } from "./import-run.ts";
import type { ImportSummary } from "./import-summary.ts";
import { JsonOutlineSplitter, parseItem, type OutlineEvent } from "./json-outline-splitter.ts";

/** Opens the file anew at each call: its text in chunks (an fs read stream with an encoding). */
export type OpenImportFile = () => AsyncIterable<string>;

export type ImportFileCheck =
  | { ok: true; lists: ImportList[] }
  /** `json`: not JSON at all; `document`: JSON, but not an import document (or, when records were checked, some are refused). */
  | { ok: false; problem: "json" | "document"; message: string; rejected: ImportRejection[] };

const isImportList = (key: string): key is ImportList => (IMPORT_LISTS as readonly string[]).includes(key);

/** The outline's events of the whole file, read chunk by chunk: never more than one record in memory. */
async function* outlineEvents(open: OpenImportFile): AsyncGenerator<OutlineEvent> {
  const splitter = new JsonOutlineSplitter();
  for await (const chunk of open()) yield* splitter.write(chunk);
  yield* splitter.end();
}

/**
 * Reads the file once before anything is written: it must be JSON, and an import document's
 * outline (version 1, lists that are lists). With `records`, every record is validated too
 * and any refusal fails the check (an all-or-nothing import). Answers which import lists the
 * file has, in file order. Read errors (no such file) are thrown.
 */
export async function checkImportFile(open: OpenImportFile, { records }: { records: boolean }): Promise<ImportFileCheck> {
  const outline: Record<string, unknown> = {};
  let root: { value: unknown } | undefined;
  const lists: ImportList[] = [];
  const rejected: ImportRejection[] = [];
  const validate = createImportRecordValidator();
  try {
    for await (const event of outlineEvents(open)) {
      if (event.type === "root") root = { value: event.value };
      else if (event.type === "member") outline[event.key] = event.value;
      else if (event.type === "list") {
        outline[event.key] = [];
        if (isImportList(event.key)) lists.push(event.key);
      } else {
        const value = parseItem(event);
        if (!records || !isImportList(event.key)) continue;
        const checked = validate(event.key, event.index, value);
        if (!checked.ok) rejected.push(checked.rejection);
      }
    }
  } catch (error) {
    if (error instanceof Error && error.name === "JsonSyntaxError") return { ok: false, problem: "json", message: error.message, rejected: [] };
    throw error;
  }
  const shape = validateImportOutline(root ? root.value : outline);
  if (!shape.ok) return { ok: false, problem: "document", message: shape.message, rejected: [] };
  if (rejected.length > 0) return { ok: false, problem: "document", message: "some records are refused.", rejected };
  return { ok: true, lists };
}

/**
 * Imports a file checked by checkImportFile, streaming it: each record is parsed, validated
 * and handed to the import as it is read, and shipments are written in batches, so memory
 * stays flat however large the file. Lists are applied in their fixed order (brands,
 * couriers, shipments, return orders); a file that has them in another order is read once
 * more per list that comes too early. Not atomic: each batch is committed as it is written.
 */
export async function importFile(
  db: Kysely<Database>,
  open: OpenImportFile,
  lists: readonly ImportList[],
  options: { now: Date; atomic: boolean; batchSize?: number },
): Promise<ImportSummary> {
  const run = await ImportRun.start(db, { ...options, commitEachBatch: true });
  const validate = createImportRecordValidator();
  try {
    for (const pass of passesInImportOrder(lists)) await applyPass(open, pass, run, validate);
    return await run.finish();
  } catch (error) {
    await run.abort();
    throw error;
  }
}

async function applyPass(open: OpenImportFile, pass: readonly ImportList[], run: ImportRun, validate: ImportRecordValidator): Promise<void> {
  for await (const event of outlineEvents(open)) {
    if (event.type !== "item" || !isImportList(event.key) || !pass.includes(event.key)) continue;
    const checked = validate(event.key, event.index, parseItem(event));
    if (!checked.ok) {
      run.reject(checked.rejection);
      continue;
    }
    await run.add(event.key, event.index, checked.record);
    run.warn(checked.warnings);
  }
}

/**
 * The reads a file needs so that its lists are applied in import order: one read takes every
 * list that already follows the previous one in the file.
 *
 *   [brands, shipments]            -> [[brands, shipments]]
 *   [shipments, couriers, brands]  -> [[brands], [couriers, shipments]]
 */
export function passesInImportOrder(lists: readonly ImportList[]): ImportList[][] {
  const passes: ImportList[][] = [];
  let current: ImportList[] = [];
  let previous = -1;
  for (const list of IMPORT_LISTS) {
    const position = lists.indexOf(list);
    if (position < 0) continue;
    if (position < previous) {
      passes.push(current);
      current = [];
    }
    current.push(list);
    previous = position;
  }
  if (current.length > 0) passes.push(current);
  return passes;
}
