import type { LinkParams } from "@portal/core/routes";
import type { FlowKind } from "./flow-data.ts";

const STATUS_PATH = { return: "/returns/status", exchange: "/return-exchange/status" } as const satisfies Record<FlowKind, string>;

/**
 * A request's status page (return-status takes return_id). The link keeps the order link's
 * proofs, so it opens for the shopper who holds them, like the return URL itself.
 */
export function statusHrefOf(routePrefix: string, kind: FlowKind, returnId: string, params: LinkParams): string {
  const query = new URLSearchParams({ return_id: returnId });
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return `${routePrefix}${STATUS_PATH[kind]}?${query}`;
}
