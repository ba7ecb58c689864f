import * as v from "valibot";

// A demo rows document (data/demo-*.json): per table its columns once and its rows as arrays,
// with the columns whose times move with the seed's clock named so a start can place them.

const HOUR = 3_600_000;
const Cell = v.nullable(v.union([v.string(), v.number()]));

/** Row numbers (from 0) whose cell count or relative times are wrong, so a broken file names them. */
function badRows(table: { columns: string[]; hoursFromNow?: string[]; datesFromNow?: string[]; rows: unknown[][] }): string[] {
  const relative = [...(table.hoursFromNow ?? []), ...(table.datesFromNow ?? [])].map((c) => table.columns.indexOf(c));
  return table.rows.flatMap((row, index) => {
    if (row.length !== table.columns.length) return [`row ${index} has ${row.length} values for ${table.columns.length} columns`];
    const moving = relative.find((at) => at < 0 || (row[at] !== null && typeof row[at] !== "number"));
    return moving === undefined ? [] : [`row ${index}: ${table.columns[moving] ?? "a column not in columns"} must be hours from now or null`];
  });
}

export const RowTableSchema = v.pipe(
  v.object({
    columns: v.pipe(v.array(v.string()), v.minLength(1)),
    /** Timestamps given as hours relative to the seed's `now` (negative: before). */
    hoursFromNow: v.optional(v.array(v.string())),
    /** Calendar days (YYYY-MM-DD) given as the hours from now of a moment on that day. */
    datesFromNow: v.optional(v.array(v.string())),
    rows: v.array(v.array(Cell)),
  }),
  v.check(
    (table) => badRows(table).length === 0,
    (issue) => badRows(issue.input).join("; "),
  ),
);
export type RowTable = v.InferOutput<typeof RowTableSchema>;

/** A document's `tables`: one rows table per name. */
export const rowTablesSchema = <Name extends string>(names: readonly Name[]) =>
  v.object(Object.fromEntries(names.map((name) => [name, RowTableSchema])) as Record<Name, typeof RowTableSchema>);

/** The table's rows as column objects, its relative times placed at `now`. */
export function rowsAt<Row>(table: RowTable, now: Date): Row[] {
  const at = (hours: number) => new Date(now.getTime() + Math.round(hours * HOUR)).toISOString();
  return table.rows.map(
    (row) =>
      Object.fromEntries(
        table.columns.map((column, i) => {
          const value = row[i] ?? null;
          if (typeof value !== "number") return [column, value];
          if (table.hoursFromNow?.includes(column)) return [column, at(value)];
          if (table.datesFromNow?.includes(column)) return [column, at(value).slice(0, 10)];
          return [column, value];
        }),
      ) as Row,
  );
}
