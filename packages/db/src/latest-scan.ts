import type { ShipmentRow } from "./schema.ts";

/** The columns of a scan that say which is newest and what the shipment shows of it. */
export interface StoredScanFields {
  code: number;
  status: string;
  description: string;
  location?: string | null | undefined;
  reason_code?: number | null | undefined;
  scanned_at: string;
}

/** What makes a scan the same scan (the scans table's unique key, without the shipment). */
export const scanIdentity = (scan: StoredScanFields): string => `${scan.code}\u0000${scan.scanned_at}\u0000${scan.location ?? ""}\u0000${scan.description}`;

/** Whether `scans` holds the same scan as `scan` (scanIdentity's fields, compared one by one). */
export const holdsScan = (scans: readonly StoredScanFields[], scan: StoredScanFields): boolean =>
  scans.some(
    (s) => s.code === scan.code && s.scanned_at === scan.scanned_at && (s.location ?? "") === (scan.location ?? "") && s.description === scan.description,
  );

type LatestColumns = Pick<ShipmentRow, "latest_code" | "latest_status" | "latest_description" | "latest_location" | "latest_scanned_at"> &
  Partial<Pick<ShipmentRow, "failure_reason_code">>;

/**
 * The shipment's latest_* columns from all its scans: the newest scan (ISO-8601 UTC text sorts
 * by time; the higher code breaks a tie), and the reason code of the newest scan that has one
 * (left out when none has, so a stored failure reason stays). The one latest-scan rule:
 * the import and the demo seed both take latest_* from it.
 */
export function newestScans(scans: readonly StoredScanFields[]): LatestColumns {
  let newest: StoredScanFields | undefined;
  let reasoned: StoredScanFields | undefined;
  for (const scan of scans) {
    if (!newest || scan.scanned_at > newest.scanned_at || (scan.scanned_at === newest.scanned_at && scan.code > newest.code)) newest = scan;
    if (scan.reason_code != null && (!reasoned || scan.scanned_at > reasoned.scanned_at)) reasoned = scan;
  }
  return {
    latest_code: newest?.code ?? null,
    latest_status: newest?.status ?? null,
    latest_description: newest?.description ?? null,
    latest_location: newest?.location || null,
    latest_scanned_at: newest?.scanned_at ?? null,
    ...(reasoned ? { failure_reason_code: reasoned.reason_code ?? null } : {}),
  };
}
