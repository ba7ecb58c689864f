import type { ReturnDeskActionName, ReturnDeskDetail } from "@portal/core/api";

/**
 * The desk actions a request offers now: those core's transition table allows from its stage
 * (the server checks again), a pickup AWB while a pickup is due, and none for the view role.
 */
export function availableDeskActions(request: Pick<ReturnDeskDetail, "stage" | "next_stages" | "kind" | "role">): ReturnDeskActionName[] {
  if (request.role !== "manage") return [];
  const next = new Set(request.next_stages);
  const offered: Record<ReturnDeskActionName, boolean> = {
    approve: next.has("approved"),
    reject: next.has("rejected"),
    "link-pickup": next.has("pickup_scheduled") || request.stage === "pickup_scheduled",
    receive: next.has("received"),
    inspect: request.stage === "received" || request.stage === "inspected",
    refund: next.has("refunded"),
    exchange: next.has("exchanged") && request.kind === "exchange",
    cancel: next.has("cancelled"),
  };
  return (Object.keys(offered) as ReturnDeskActionName[]).filter((action) => offered[action]);
}
