import type { OpsReportCursor } from "@portal/db/repositories/ops-reports";
import { decodeTimeIdCursor, encodeTimeIdCursor } from "../time-id-cursor.ts";

/** The ops view's cursor: the last row's failure time and shipment id. */
export function encodeOpsCursor(cursor: OpsReportCursor): string {
  return encodeTimeIdCursor(cursor.failedAt, cursor.shipmentId);
}

export function decodeOpsCursor(value: string): OpsReportCursor | undefined {
  const pair = decodeTimeIdCursor(value);
  return pair && { failedAt: pair[0], shipmentId: pair[1] };
}
