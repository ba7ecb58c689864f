import type { OpsReport } from "@portal/core/api";

/** The CSV's columns, in order: header text and the cell of a row. */
const COLUMNS = [
  ["failed_at", (r) => r.failed_at],
  ["kind", (r) => r.kind],
  ["waybill", (r) => r.waybill],
  ["order_id", (r) => r.order_id],
  ["courier", (r) => r.courier?.name],
  ["bucket", (r) => r.bucket_name],
  ["issue_id", (r) => String(r.issue_id)],
  ["issue", (r) => r.issue_name],
  ["answered", (r) => (r.answer ? "yes" : "no")],
  ["answer", (r) => r.answer?.answer],
  ["preferred_date", (r) => r.answer?.preferred_date],
  ["preferred_time", (r) => r.answer?.preferred_time],
  ["address", (r) => r.answer?.address],
  ["landmark", (r) => r.answer?.landmark],
  ["alternate_number", (r) => r.answer?.alternate_number],
  ["comment", (r) => r.answer?.comment],
  ["answered_at", (r) => r.answer?.answered_at],
  ["push", (r) => r.push?.state],
  ["push_provider", (r) => r.push?.provider],
  ["tracking_url", (r) => r.tracking_url],
] as const satisfies ReadonlyArray<readonly [string, (r: OpsReport) => string | null | undefined]>;

/**
 * One CSV cell: quoted, quotes doubled, and a leading character a spreadsheet would run as
 * a formula (= + - @, tab, carriage return) defused with an apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const OPS_CSV_HEADER = `${COLUMNS.map(([name]) => csvCell(name)).join(",")}\r\n`;

export function opsCsvLine(report: OpsReport): string {
  return `${COLUMNS.map(([, cell]) => csvCell(cell(report))).join(",")}\r\n`;
}
