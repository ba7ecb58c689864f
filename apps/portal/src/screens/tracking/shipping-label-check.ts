import * as v from "valibot";
import { API_BASE_PATH, readEnvelope } from "@portal/core/api";
import type { LabelCheck, LabelCheckFn } from "@portal/ui";

/**
 * The storage area's label call (apps/server/src/api/storage/shipping-label-route.ts). It
 * is not in core's API contract yet, so it is described here and read with core's envelope
 * rules; once core has it, this becomes `api.getShippingLabel`.
 * GET /api/v1/shipping-label?waybill=…[&security_key=…] → 202 { status: "pending", ready_at }
 * with Retry-After (seconds), then 200 { status: "ready", url }, or { status: "failed" }.
 */
export const SHIPPING_LABEL_PATH = `${API_BASE_PATH}/shipping-label`;

const ShippingLabelResultSchema = v.object({
  status: v.picklist(["pending", "ready", "failed"]),
  url: v.nullish(v.string()),
  ready_at: v.nullish(v.string()),
});
type ShippingLabelResult = v.InferOutput<typeof ShippingLabelResultSchema>;

const CHECK_OF_STATUS = {
  pending: (_result, retryAfterMs) => ({ status: "pending", retryAfterMs }),
  ready: (result) => (result.url ? { status: "ready", url: result.url } : { status: "failed" }),
  failed: () => ({ status: "failed" }),
} as const satisfies Record<ShippingLabelResult["status"], (result: ShippingLabelResult, retryAfterMs: number | undefined) => LabelCheck>;

/** The server's Retry-After (seconds) as milliseconds; undefined when absent or unreadable. */
function retryAfterMsOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after") ?? "");
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** One label request for a shipment; network and server failures come back as "failed". */
export function createShippingLabelCheck(
  query: { waybill: string; securityKey?: string | undefined },
  fetchFn: typeof fetch = (...args) => fetch(...args),
): LabelCheckFn {
  const search = new URLSearchParams({ waybill: query.waybill });
  if (query.securityKey) search.set("security_key", query.securityKey);
  return async (signal) => {
    try {
      const response = await fetchFn(`${SHIPPING_LABEL_PATH}?${search}`, { signal, headers: { accept: "application/json" } });
      const body: unknown = await response.json().catch(() => undefined);
      const result = readEnvelope(body, ShippingLabelResultSchema);
      return result.ok ? CHECK_OF_STATUS[result.data.status](result.data, retryAfterMsOf(response)) : { status: "failed", message: result.error.message };
    } catch {
      return { status: "failed" };
    }
  };
}
