/**
 * What one Insights page shows, independent of how: figure cards, charts and tables. Each
 * page's hook (pages/*.ts) turns an API answer into this; the views only draw it.
 */

/** How a value is written: in the admin's language on screen, plainly in CSV. */
export type ValueFormat = "text" | "count" | "percent" | "days" | "minutes" | "hours" | "money" | "day" | "decimal";

export type Value = string | number | null;

export interface FigureCard {
  id: string;
  label: string;
  /** One line saying what the figure counts. */
  explain: string;
  format: ValueFormat;
  current: number | null;
  previous: number | null;
}

export interface Column {
  label: string;
  format: ValueFormat;
}

export interface InsightTable {
  id: string;
  caption: string;
  columns: Column[];
  rows: Value[][];
  /**
   * The stored code of each row's first cell, when that cell shows a name (a courier, a reason):
   * the CSV carries it as a column of its own before the name, so a download keeps both.
   */
  codes?: { label: string; values: Value[] };
}

export interface InsightChart {
  id: string;
  title: string;
  kind: "line" | "bars";
  /** The x positions' names (days, weeks, couriers…). */
  labels: string[];
  series: Array<{ label: string; values: Array<number | null>; format: ValueFormat }>;
  /** The table that carries the same numbers, for screen readers and anyone who wants them. */
  tableId: string;
}

export interface PageModel {
  cards: FigureCard[];
  charts: InsightChart[];
  tables: InsightTable[];
  /** Lines under the page saying what is not measured (e.g. data the portal does not record). */
  notes: string[];
}

/** A share, or null when there is nothing to divide by. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The CSV form of a value: percent as a percentage with one decimal, money in major units. */
export function plainValue(value: Value, format: ValueFormat): Value {
  if (value === null || typeof value === "string") return value;
  if (format === "percent") return Math.round(value * 1000) / 10;
  if (format === "money") return value / 100;
  if (format === "count") return value;
  return Math.round(value * 10) / 10;
}

/** A table of names (a text column, or another `Column`) with one count each (units per reason, views per day…), a row per entry. */
export function countTable<E>(
  id: string,
  caption: string,
  [name, countLabel]: readonly [string | Column, string],
  entries: readonly E[],
  row: (entry: E) => [Value, number],
): InsightTable {
  const nameColumn: Column = typeof name === "string" ? { label: name, format: "text" } : name;
  return { id, caption, columns: [nameColumn, { label: countLabel, format: "count" }], rows: entries.map(row) };
}

/** A figure card: what it counts, read the same way from the current and the previous period. */
export function figureCard<F>(periods: { current: F; previous: F }, read: (f: F) => number | null, card: Omit<FigureCard, "current" | "previous">): FigureCard {
  return { ...card, current: read(periods.current), previous: read(periods.previous) };
}
