import type { PortalApiClient, ShippingLabelResult } from "@portal/core/api";
import type { LabelCheck, LabelCheckFn } from "@portal/ui";

/** Poll hints from the server's ready_at stay between these bounds (the server says 1-30 s too). */
const MIN_HINT_MS = 1_000;
const MAX_HINT_MS = 30_000;

/** How long until a pending label is expected, as a polling hint; undefined without a usable time. */
function retryHintMs(readyAt: string | null, now: number): number | undefined {
  const due = readyAt ? Date.parse(readyAt) : Number.NaN;
  return Number.isNaN(due) ? undefined : Math.min(MAX_HINT_MS, Math.max(MIN_HINT_MS, due - now));
}

const CHECK_OF_STATUS = {
  pending: (result, now) => ({ status: "pending", retryAfterMs: retryHintMs(result.ready_at, now) }),
  ready: (result) => (result.url ? { status: "ready", url: result.url } : { status: "failed" }),
  failed: () => ({ status: "failed" }),
} as const satisfies Record<ShippingLabelResult["status"], (result: ShippingLabelResult, now: number) => LabelCheck>;

/**
 * One GET shipping-label for a shipment through core's client. The first call starts the
 * label; later ones report it. Refusals, odd answers and a lost network are "failed".
 */
export function createShippingLabelCheck(
  api: Pick<PortalApiClient, "getShippingLabel">,
  query: { waybill: string; securityKey?: string | undefined },
  now: () => number = Date.now,
): LabelCheckFn {
  return async () => {
    const result = await api.getShippingLabel({ waybill: query.waybill, security_key: query.securityKey });
    return result.ok ? CHECK_OF_STATUS[result.data.status](result.data, now()) : { status: "failed", message: result.error.message };
  };
}
