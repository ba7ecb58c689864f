import type { Scan as WireScan } from "@portal/core/api";
import type { Scan } from "@portal/db/repositories/records";

/**
 * A stored scan as the API sends it. Remarks can name people ("Received by Asha"), so they
 * are left out when the shopper may not see customer details.
 */
export function wireScanOf(scan: Scan, { withRemark }: { withRemark: boolean }): WireScan {
  return {
    code: scan.code,
    status: scan.status,
    description: scan.description,
    location: scan.location ?? "",
    remark: withRemark ? (scan.remark ?? "") : "",
    timestamp: scan.scannedAt,
  };
}
