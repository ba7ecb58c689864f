import type { ExpressionBuilder } from "kysely";

// Shared pieces of the returns area's upserts (import-return-*.ts, returns-requests.ts).

/** `SET col = excluded.col` for each column: the incoming row's values win on conflict. */
export function fromExcluded<C extends string>(eb: ExpressionBuilder<any, any>, columns: readonly C[]): Record<C, any> {
  return Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])) as Record<C, any>;
}

/** Rows per multi-row INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 100;

/** The rows in statement-sized slices. */
export function* statementSlices<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) yield rows.slice(i, i + ROWS_PER_STATEMENT);
}
