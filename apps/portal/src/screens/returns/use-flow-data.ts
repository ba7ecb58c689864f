import { useCallback, useEffect, useState } from "react";
import type { Variant } from "@portal/core/api";
import { returnInfoQuery } from "@portal/core/returns";
import type { LinkParams } from "@portal/core/routes";
import { usePortal } from "../../state/portal-state-context.tsx";
import { flowReasons, type FlowData, type FlowKind } from "./flow-data.ts";

export type FlowSource =
  | { status: "loading" }
  | { status: "ready"; data: FlowData }
  /** The server's message: no such order, or not this shopper's. */
  | { status: "not-found"; message: string }
  | { status: "error"; retry: () => void };

/**
 * Loads a return-order URL's order, the brand's reasons and (for an exchange) each item's
 * variants. In the browser only: the first HTML shows the loading state, so nothing personal
 * is rendered into a cacheable page.
 */
export function useFlowData(kind: FlowKind, params: LinkParams): FlowSource {
  const { state, api } = usePortal();
  const domain = state.brand.subdomain;
  const returnAuthorizationId = state.theme.return_authorization_id;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const queryKey = JSON.stringify(params);
  // The answer for one link and attempt; any other key reads as loading.
  const loadKey = `${attempt}:${queryKey}`;
  const [answer, setAnswer] = useState<{ key: string; source: FlowSource } | null>(null);

  useEffect(() => {
    let live = true;
    const setSource = (source: FlowSource) => setAnswer({ key: loadKey, source });
    void (async () => {
      const [order, reasons] = await Promise.all([
        api.getReturnOrder(returnInfoQuery(domain, JSON.parse(queryKey) as LinkParams, returnAuthorizationId)),
        api.getReturnReasons({ domain }),
      ]);
      if (!live) return;
      if (!order.ok) {
        const status = order.error.status;
        setSource(status === 404 || status === 401 || status === 400 ? { status: "not-found", message: order.error.message } : { status: "error", retry });
        return;
      }
      if (!reasons.ok) return setSource({ status: "error", retry });
      const variants = new Map<number, Variant[]>();
      if (kind === "exchange") {
        const answers = await Promise.all(order.data.item_info.map((item) => api.getVariants({ domain, itemInfoId: String(item.id) })));
        if (!live) return;
        // An item without variants simply cannot be exchanged; the others still can.
        order.data.item_info.forEach((item, i) => {
          const answer = answers[i];
          variants.set(item.id, answer?.ok ? answer.data.dataList : []);
        });
      }
      setSource({
        status: "ready",
        data: { kind, order: order.data, reasons: flowReasons(reasons.data), exchangeInstructions: reasons.data.exchangeInstructions, variants },
      });
    })();
    return () => {
      live = false;
    };
  }, [api, domain, kind, queryKey, returnAuthorizationId, loadKey, retry]);

  return answer?.key === loadKey ? answer.source : { status: "loading" };
}
