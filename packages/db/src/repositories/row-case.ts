/**
 * Rows are snake_case (columns), records camelCase (the rest of the server). Where a record is
 * its row with the names turned, these do the turning instead of a hand-written field list.
 */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;
type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? (Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`) : Head}${SnakeCase<Tail>}`
  : Name;

export type CamelCased<Row> = { [Column in keyof Row & string as CamelCase<Column>]: Row[Column] };
export type SnakeCased<Record> = { [Field in keyof Record & string as SnakeCase<Field>]: Record[Field] };

const camelName = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const snakeName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The row's fields under camelCase names, without the columns named in `leave` (in row order). */
export function camelCaseRow<Row extends object, Left extends keyof Row & string = never>(row: Row, leave: readonly Left[] = []): CamelCased<Omit<Row, Left>> {
  return renamed(row, camelName, leave) as CamelCased<Omit<Row, Left>>;
}

/** The record's fields under snake_case names (a row to write, a wire object), without `leave`. */
export function snakeCaseRecord<Record extends object, Left extends keyof Record & string = never>(
  record: Record,
  leave: readonly Left[] = [],
): SnakeCased<Omit<Record, Left>> {
  return renamed(record, snakeName, leave) as SnakeCased<Omit<Record, Left>>;
}

function renamed(source: object, rename: (name: string) => string, leave: readonly string[]): object {
  return Object.fromEntries(Object.entries(source).flatMap(([name, value]) => (leave.includes(name) ? [] : [[rename(name), value]])));
}
