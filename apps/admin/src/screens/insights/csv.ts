/** One table as CSV text (RFC 4180 quoting, CRLF rows). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * A cell safe to open in a spreadsheet: text starting with = + - @ (or a tab or carriage
 * return) would be read as a formula, so it gets a leading apostrophe (OWASP "CSV injection").
 * Numbers are written as they are: a negative number is data, not a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
