import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";

/**
 * The column kinds the migrations use, and `createTable(db, name, columns)` that adds them in
 * the order given. Released migrations are built from these, so a kind must never change
 * what it emits (that would change an old migration): a new kind gets a new name.
 * Only `text` and `integer`, so the DDL stays portable (see ../README.md).
 */
export type ColumnSpec = readonly [type: "text" | "integer", build?: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** A text primary key (ids are text). */
export const key: ColumnSpec = ["text", (c) => c.primaryKey()];
export const text: ColumnSpec = ["text"];
export const integer: ColumnSpec = ["integer"];
export const requiredText: ColumnSpec = ["text", (c) => c.notNull()];
export const requiredInteger: ColumnSpec = ["integer", (c) => c.notNull()];

export function textDefault(value: string): ColumnSpec {
  return ["text", (c) => c.notNull().defaultTo(value)];
}

/** A required integer with a default: counters and 0/1 flags. */
export function integerDefault(value: number): ColumnSpec {
  return ["integer", (c) => c.notNull().defaultTo(value)];
}

/** A required reference to `target` ("table.column"): the row goes when its owner goes. */
export function owner(target: string): ColumnSpec {
  return ["text", (c) => c.notNull().references(target).onDelete("cascade")];
}

/** A primary key that is also a reference: one row per owner, gone with it. */
export function ownerKey(target: string): ColumnSpec {
  return ["text", (c) => c.primaryKey().references(target).onDelete("cascade")];
}

/** An optional reference, cleared when its target goes. */
export function optionalReference(target: string): ColumnSpec {
  return ["text", (c) => c.references(target).onDelete("set null")];
}

/** `CREATE TABLE name` with `columns` in their listed order; add constraints and `.execute()`. */
export function createTable(db: Kysely<any>, name: string, columns: Readonly<Record<string, ColumnSpec>>): CreateTableBuilder<string, any> {
  let table: CreateTableBuilder<string, any> = db.schema.createTable(name);
  for (const [column, [type, build]] of Object.entries(columns)) table = table.addColumn(column, type, build);
  return table;
}

/** A table keyed by several of its columns: the primary key constraint is named `<name>_pk`. */
export function createKeyedTable(
  db: Kysely<any>,
  name: string,
  columns: Readonly<Record<string, ColumnSpec>>,
  primaryKey: readonly string[],
): CreateTableBuilder<string, any> {
  return createTable(db, name, columns).addPrimaryKeyConstraint(`${name}_pk`, [...primaryKey]);
}

/** `CREATE INDEX name ON table (columns)`. */
export async function createIndex(db: Kysely<any>, name: string, table: string, columns: readonly string[]): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}

/** `DROP TABLE IF EXISTS` each of `tables`, in the order given (children first). */
export async function dropTablesIfExist(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

/** Set when a row is made and when it last changed (ISO-8601 text). */
export const timestamps = { created_at: requiredText, updated_at: requiredText } as const satisfies Record<string, ColumnSpec>;

/**
 * A composite foreign key that deletes the row with its parent; for `.$call(…)` on a table.
 * With brand_id in both column lists it keeps a child under a parent of its own brand.
 */
export function cascadingForeignKey(name: string, columns: string[], parent: string, parentColumns: string[]) {
  return (table: CreateTableBuilder<string, any>): CreateTableBuilder<string, any> =>
    table.addForeignKeyConstraint(name, columns, parent, parentColumns, (fk) => fk.onDelete("cascade"));
}

/** Consecutive columns of one kind, in the order named: `...columnsOf(text, "city", "state")`. */
export function columnsOf(spec: ColumnSpec, ...names: string[]): Record<string, ColumnSpec> {
  return Object.fromEntries(names.map((name) => [name, spec]));
}

/** A row of one brand: a text id and the brand it goes with. */
export const BRAND_ROW = { id: key, brand_id: owner("brands.id") } as const satisfies Record<string, ColumnSpec>;

/** A daily roll-up's leading columns: the brand, then the day (YYYY-MM-DD) its figures are of. */
export const BRAND_DAY = { brand_id: owner("brands.id"), day: requiredText } as const satisfies Record<string, ColumnSpec>;

/** A job's claim columns (../job-claims.ts): pending and due at `ready_at` until a worker claims it. */
export const JOB_CLAIM = {
  status: textDefault("pending"),
  ready_at: requiredText,
  attempts: integerDefault(0),
  claim_token: text,
  claimed_at: text,
} as const satisfies Record<string, ColumnSpec>;
