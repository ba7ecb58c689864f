import type { LinkParams } from "@portal/core/routes";
import type { UserState } from "../../state/initial-state.ts";

/** The parameters that identify the shipment, carried from page to page in this order. */
const CARRIED = ["waybill", "order_id", "cp_id", "security_key"] as const satisfies readonly (keyof LinkParams)[];

/** Pages a failure screen links to; each keeps the language prefix. */
export type IssueLinkTarget = "tracking" | "reverse" | "reverse-issue" | "issue";

const PATH = {
  tracking: "/tracking",
  reverse: "/reverse",
  "reverse-issue": "/reverse/issue",
  issue: "/issue",
} as const satisfies Record<IssueLinkTarget, string>;

/** E.g. "/ar/reverse/issue?waybill=X&security_key=K": the same shipment on another page. */
export function issueLink(target: IssueLinkTarget, params: LinkParams, routePrefix: UserState["routePrefix"]): string {
  const query = new URLSearchParams();
  for (const name of CARRIED) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `${routePrefix}${PATH[target]}${search ? `?${search}` : ""}`;
}
