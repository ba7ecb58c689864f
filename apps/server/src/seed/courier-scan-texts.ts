import texts from "./data/scan-texts.json" with { type: "json" };

/**
 * What a courier's scan says for each status code (data/scan-texts.json: code → [status,
 * description]). Demo data only; the portal's own stage labels (translated) live in
 * @portal/core. Forward and reverse codes overlap in number but not in meaning, hence two tables.
 */
export interface ScanText {
  status: string;
  description: string;
}

const byCode = (rows: Record<string, readonly [string, string] | string[]>): Readonly<Record<number, ScanText>> =>
  Object.fromEntries(Object.entries(rows).map(([code, [status = "", description = ""]]) => [Number(code), { status, description }]));

export const FORWARD_SCAN_TEXT = byCode(texts.forward);
export const REVERSE_SCAN_TEXT = byCode(texts.reverse);
