import type { ReturnOrder, Variant } from "@portal/core/api";
import { isReturnOrderMissing, returnInfoQuery } from "@portal/core/returns";
import { hasReturnSession } from "@portal/core/permissions";
import { isReturnUrl } from "@portal/core/routes";
import type { ScreenLoad } from "../screen-load.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";
import { flowReasons, type FlowData, type FlowKind } from "../../screens/returns/flow-data.ts";

export type ReturnFlowLoad = ScreenLoad<{ flow: FlowData }>;

/**
 * `/returns` and `/return-exchange` on a return-order URL: the link's order (return-info,
 * with the link's proof; on the server also the return login's cookie, as the API reads it),
 * the brand's reasons and, for an exchange, each item's variants. Without a link, a shopper
 * who has logged in gets the order they logged in to (return-info `login=1`, issue 33 item 8):
 * the login already asked for its number and their phone or e-mail. Anyone else is no-link:
 * the screen shows the lookup form that leads to one.
 */
export async function loadReturnFlow(
  kind: FlowKind,
  { path, params, source, brandSubdomain: domain, returnAuthorizationId, returnSession, now }: ScreenLoaderInput,
): Promise<ReturnFlowLoad> {
  const linked = path !== null && isReturnUrl(path, params);
  const loggedIn = returnSession ?? (typeof document !== "undefined" && hasReturnSession(document.cookie, now()));
  if (!linked && !loggedIn) return { status: "no-link" };
  const [order, reasons] = await Promise.all([
    source.getReturnOrder(linked ? returnInfoQuery(domain, params, returnAuthorizationId) : { domain, login: "1" }),
    source.getReturnReasons({ domain }),
  ]);
  // A login that ended (or names no order of this brand) leads to the lookup form, as no login does.
  if (!order.ok && !linked) return { status: "no-link" };
  if (!order.ok) return isReturnOrderMissing(order.error) ? { status: "not-found" } : { status: "failed" };
  if (!reasons.ok) return { status: "failed" };
  const variants = kind === "exchange" ? await exchangeVariants(source, domain, order.data) : {};
  return {
    status: "ready",
    flow: {
      kind,
      order: order.data,
      reasons: flowReasons(reasons.data),
      exchangeInstructions: reasons.data.exchangeInstructions,
      exchangeInstructionsTranslations: reasons.data.exchangeInstructionsTranslations,
      variants,
    },
  };
}

/** Each item's variants by item id (a plain record: the answer is inlined as JSON). */
async function exchangeVariants(source: ScreenLoaderInput["source"], domain: string, order: ReturnOrder): Promise<Record<number, Variant[]>> {
  const answers = await Promise.all(order.item_info.map((item) => source.getVariants({ domain, itemInfoId: String(item.id) })));
  // An item without variants simply cannot be exchanged; the others still can.
  return Object.fromEntries(
    order.item_info.map((item, i) => {
      const answer = answers[i];
      return [item.id, answer?.ok ? answer.data.dataList : []];
    }),
  );
}
