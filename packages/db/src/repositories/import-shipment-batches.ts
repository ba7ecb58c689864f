import { CompiledQuery, sql, type Kysely } from "kysely";
import type { CourierRow, Database, NewCourierRow, NewOrderRow, NewScanRow, NewShipmentRow, OrderRow, ScanRow, ShipmentRow } from "../schema.ts";

// Set-at-a-time reads and writes for importing shipments in batches (src/import/shipment-batch.ts):
// one statement per table and batch instead of several per shipment. Only the import uses them.

/** Bound parameters per statement: under SQLite's 32 766 and PostgreSQL's 65 535. */
const MAX_PARAMETERS = 30_000;
/** Rows per statement, so a full batch repeats the same SQL text and reuses its prepared statement. */
const MAX_ROWS = 500;

function* slices<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const rowsPerStatement = (columns: number) => Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));

/**
 * The values in statement-sized lists: on PostgreSQL one list, bound as a single array
 * parameter (`= any($n::text[])`), on SQLite lists of MAX_ROWS for `in (?, ?, …)`. A
 * 500-value IN list is 500 parameters PostgreSQL parses and plans on every call.
 */
function* lookupLists(db: Kysely<Database>, values: readonly string[]): Generator<readonly string[]> {
  if (isPostgres(db)) yield values;
  else yield* slices(values, MAX_ROWS);
}

/** `column in (values)` as the dialect does it best (see lookupLists). */
const anyOf = (db: Kysely<Database>, values: readonly string[]) => (isPostgres(db) ? sql<string>`any(${[...values]}::text[])` : values);

/** The columns the import looks a brand's rows up by, per table, and the rows it gets back. */
type LookupColumns = { shipments: "waybill"; orders: "order_id" | "id" };
type LookupRows = { shipments: ShipmentRow; orders: OrderRow };

/** The brand's stored rows of `table` whose `column` is one of `values`, a statement a lookup list. */
async function findBrandRowsIn<T extends keyof LookupColumns>(
  db: Kysely<Database>,
  table: T,
  brandId: string,
  column: LookupColumns[T],
  values: readonly string[],
): Promise<Array<LookupRows[T]>> {
  const found: Array<LookupRows[T]> = [];
  for (const list of lookupLists(db, values)) {
    // Kysely cannot follow a table named by a type parameter: LookupColumns keeps table and column paired.
    const rows = await db
      .selectFrom(table as "orders")
      .selectAll()
      .where("brand_id", "=", brandId)
      .where(column as "id", isPostgres(db) ? "=" : "in", anyOf(db, list))
      .execute();
    found.push(...(rows as Array<LookupRows[T]>));
  }
  return found;
}

/** The brand's stored shipments with these waybills. */
export const findShipmentsByWaybills = (db: Kysely<Database>, brandId: string, waybills: readonly string[]): Promise<ShipmentRow[]> =>
  findBrandRowsIn(db, "shipments", brandId, "waybill", waybills);

/** The brand's stored orders with these order numbers. */
export const findOrdersByNumbers = (db: Kysely<Database>, brandId: string, orderIds: readonly string[]): Promise<OrderRow[]> =>
  findBrandRowsIn(db, "orders", brandId, "order_id", orderIds);

/** The brand's stored orders with these surrogate ids. */
export const findOrdersByIds = (db: Kysely<Database>, brandId: string, ids: readonly string[]): Promise<OrderRow[]> =>
  findBrandRowsIn(db, "orders", brandId, "id", ids);

/** Which of these shipment ids the brand has stored (rows written with fixed ids: the demo's). */
export async function findStoredShipmentIds(db: Kysely<Database>, brandId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of slices(ids, MAX_ROWS)) {
    for (const row of await db.selectFrom("shipments").select("id").where("brand_id", "=", brandId).where("id", "in", part).execute()) found.add(row.id);
  }
  return found;
}

/** Removes every scan of these shipments: a history that moves with the clock (the demo's) is replaced, not merged. */
export async function deleteScansOfShipments(db: Kysely<Database>, shipmentIds: readonly string[]): Promise<void> {
  for (const part of slices(shipmentIds, MAX_ROWS)) await db.deleteFrom("scans").where("shipment_id", "in", part).execute();
}

/** Every stored scan of these shipments. */
export async function findScansOfShipments(db: Kysely<Database>, shipmentIds: readonly string[]): Promise<ScanRow[]> {
  const found: ScanRow[] = [];
  for (const list of lookupLists(db, shipmentIds)) {
    found.push(
      ...(await db
        .selectFrom("scans")
        .selectAll()
        .where("shipment_id", isPostgres(db) ? "=" : "in", anyOf(db, list))
        .execute()),
    );
  }
  return found;
}

export async function findCouriersByIds(db: Kysely<Database>, ids: readonly string[]): Promise<CourierRow[]> {
  const found: CourierRow[] = [];
  for (const part of slices(ids, MAX_ROWS)) found.push(...(await db.selectFrom("couriers").selectAll().where("id", "in", part).execute()));
  return found;
}

/**
 * Inserts the orders none of which may exist yet; returns how many went in. Fewer than given
 * means another writer created one of them meanwhile (its row is kept).
 */
export function insertOrdersIfAbsent(db: Kysely<Database>, rows: readonly NewOrderRow[]): Promise<number> {
  return insertIfAbsent(db, "orders", ["brand_id", "order_id"], rows);
}

/** Inserts new shipments; returns how many went in (fewer: another writer added one meanwhile). */
export function insertShipmentsIfAbsent(db: Kysely<Database>, rows: readonly NewShipmentRow[]): Promise<number> {
  return insertIfAbsent(db, "shipments", ["brand_id", "waybill"], rows);
}

/** Inserts scans, skipping any already stored (same shipment, code, time, location and description). */
export async function insertScansIfAbsent(db: Kysely<Database>, rows: readonly NewScanRow[]): Promise<void> {
  await insertIfAbsent(db, "scans", ["shipment_id", "code", "scanned_at", "location", "description"], rows);
}

export async function insertCouriersIfAbsent(db: Kysely<Database>, rows: readonly NewCourierRow[]): Promise<void> {
  await insertIfAbsent(db, "couriers", ["id"], rows);
}

type InsertTable = "orders" | "shipments" | "scans" | "couriers";

/**
 * `INSERT … ON CONFLICT (conflict) DO NOTHING` of every row, returning how many went in (the
 * affected-row count: both databases report it without a RETURNING clause, which would build
 * one result row per inserted row). Every row has the same columns in the same order.
 * PostgreSQL gets the whole set as one JSON parameter (set-based: one statement however many
 * rows); SQLite multi-row VALUES statements.
 */
async function insertIfAbsent<R extends object>(db: Kysely<Database>, table: InsertTable, conflict: readonly string[], rows: readonly R[]): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  for (const row of rows) {
    if (Object.keys(row).length !== columns.length) throw new Error(`${table}: every row of an insert must have the same columns`);
  }
  return isPostgres(db) ? insertSetIfAbsent(db, table, conflict, columns, rows) : insertInParts(db, table, conflict, columns, rows);
}

/** Placeholders differ by dialect ($1 on PostgreSQL, ? on SQLite). */
const isPostgres = (db: Kysely<Database>) => db.selectFrom("brands").select("id").where("id", "=", "").compile().sql.includes("$1");

const quoted = (name: string) => `"${name}"`;

/**
 * PostgreSQL: the rows as one JSON array, spread into the table's own row type by
 * json_populate_recordset (so each value gets its column's type with no list of types here).
 * A 500-row VALUES statement has thousands of parameters that PostgreSQL parses and plans on
 * every call; this statement has one, and its text depends only on the columns.
 */
async function insertSetIfAbsent<R extends object>(
  db: Kysely<Database>,
  table: InsertTable,
  conflict: readonly string[],
  columns: readonly string[],
  rows: readonly R[],
): Promise<number> {
  const list = columns.map(quoted).join(", ");
  const text = `insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, $1) on conflict (${conflict.map(quoted).join(", ")}) do nothing`;
  // An undefined value leaves its key out of the JSON, which json_populate_recordset reads as
  // null, as a bound undefined is (no replacer function: it cost more than the statement's parse).
  return Number((await db.executeQuery(CompiledQuery.raw(text, [JSON.stringify(rows)]))).numAffectedRows ?? 0n);
}

/**
 * Full parts of `size` rows, then the rest in parts of falling powers of two (300 rows: 256,
 * 32, 8, 4), so each table's inserts have a handful of shapes. Each shape is one SQL text the
 * connection keeps prepared; a shape per remainder would fill its statement cache with large
 * statements.
 */
function* insertParts<T>(rows: readonly T[], size: number): Generator<T[]> {
  let start = 0;
  for (; start + size <= rows.length; start += size) yield rows.slice(start, start + size);
  for (let power = 2 ** Math.floor(Math.log2(size)); power >= 1 && start < rows.length; power /= 2) {
    if (start + power <= rows.length) {
      yield rows.slice(start, start + power);
      start += power;
    }
  }
}

/**
 * SQL of SQLite's multi-row inserts, by statement and shape. Building a 500-row insert
 * through the query builder cost more CPU than SQLite spent running it; the text depends only
 * on the shape, so it is built once and reused with each part's values.
 */
const insertSql = new Map<string, string>();
const INSERT_SQL_LIMIT = 64;

/** SQLite: multi-row VALUES statements of at most rowsPerStatement rows. */
async function insertInParts<R extends object>(
  db: Kysely<Database>,
  table: InsertTable,
  conflict: readonly string[],
  columns: readonly string[],
  rows: readonly R[],
): Promise<number> {
  let inserted = 0;
  for (const part of insertParts(rows, rowsPerStatement(columns.length))) {
    const key = `${table}|${columns.join(",")}|${part.length}`;
    let text = insertSql.get(key);
    if (text === undefined) {
      text = db
        .insertInto(table)
        .values(part as never)
        .onConflict((oc) => oc.columns(conflict as never).doNothing())
        .compile().sql;
      if (insertSql.size >= INSERT_SQL_LIMIT) insertSql.clear();
      insertSql.set(key, text);
    }
    const parameters: unknown[] = [];
    for (const row of part) {
      const values = row as Record<string, unknown>;
      for (const column of columns) parameters.push(values[column]);
    }
    inserted += Number((await db.executeQuery(CompiledQuery.raw(text, parameters))).numAffectedRows ?? 0n);
  }
  return inserted;
}

export async function updateOrderColumns(db: Kysely<Database>, brandId: string, id: string, changes: Partial<OrderRow>): Promise<void> {
  await db.updateTable("orders").set(changes).where("id", "=", id).where("brand_id", "=", brandId).execute();
}

export async function updateShipmentColumns(db: Kysely<Database>, brandId: string, id: string, changes: Partial<ShipmentRow>): Promise<void> {
  await db.updateTable("shipments").set(changes).where("id", "=", id).where("brand_id", "=", brandId).execute();
}

/** Corrects a stored scan (richer text, a later reason code or remark, a code once unmapped). */
export async function updateScanColumns(db: Kysely<Database>, shipmentId: string, id: string, changes: Partial<ScanRow>): Promise<void> {
  await db.updateTable("scans").set(changes).where("id", "=", id).where("shipment_id", "=", shipmentId).execute();
}

export async function updateCourierColumns(db: Kysely<Database>, id: string, changes: Partial<CourierRow>): Promise<void> {
  await db.updateTable("couriers").set(changes).where("id", "=", id).execute();
}
