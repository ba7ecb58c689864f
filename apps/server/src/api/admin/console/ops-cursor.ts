import type { OpsReportCursor } from "@portal/db/repositories/ops-reports";

/** The `next` / `after` value: the last row's failure time and shipment id, opaque to callers. */
export function encodeOpsCursor(cursor: OpsReportCursor): string {
  return Buffer.from(JSON.stringify([cursor.failedAt, cursor.shipmentId]), "utf8").toString("base64url");
}

export function decodeOpsCursor(value: string): OpsReportCursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === "string" &&
      typeof parsed[1] === "string" &&
      !Number.isNaN(Date.parse(parsed[0]))
    ) {
      return { failedAt: parsed[0], shipmentId: parsed[1] };
    }
  } catch {
    // falls through: not a cursor we made
  }
  return undefined;
}
