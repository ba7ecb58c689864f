import type { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder } from "kysely";
import type { Database } from "../schema.ts";

/** Column values a row must have, e.g. `{ brand_id, shipment_id }`: the brand scope and a key. */
export type RowKey<Table extends keyof Database> = Partial<Selectable<Database[Table]>>;

/**
 * `SELECT * FROM table WHERE` every column of `key` equals its value: the repositories'
 * "this brand's rows with this key" read, to order, limit and run as each needs.
 */
export function selectWhere<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  key: RowKey<Table>,
): SelectQueryBuilder<Database, Table, Selectable<Database[Table]>> {
  // Kysely cannot check a filter object against a table chosen by a type parameter: RowKey
  // checks it at the call, and the builder gets back its concrete type here.
  const query = db.selectFrom(table).selectAll() as unknown as SelectQueryBuilder<any, any, any>;
  return query.where((eb: ExpressionBuilder<any, any>) => eb.and(key)) as SelectQueryBuilder<Database, Table, Selectable<Database[Table]>>;
}
