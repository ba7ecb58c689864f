import { useCallback, useEffect, useState } from "react";
import { readTrackOrderResult, type OrderLookupResult } from "@portal/core/api";
import { usePortal } from "../../state/portal-state-context.tsx";

export type OrderLookup =
  | { status: "no-link" }
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; order: OrderLookupResult };

/** The order of the link's order_id, through track-order (spec section 7). */
export function useOrderLookup(): OrderLookup {
  const { state, api } = usePortal();
  const orderId = state.page.params.order_id;
  const securityKey = state.page.params.security_key;
  const [lookup, setLookup] = useState<OrderLookup>(orderId ? { status: "loading" } : { status: "no-link" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLookup({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!orderId) return;
    let live = true;
    void api.trackOrder({ order_id: orderId, security_key: securityKey }).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        const notFound = answer.error.status === 400 || answer.error.status === 404;
        return setLookup(notFound ? { status: "not-found" } : { status: "error", retry });
      }
      const result = readTrackOrderResult(answer.data);
      setLookup(result.kind === "order" ? { status: "ready", order: result.order } : { status: "not-found" });
    });
    return () => {
      live = false;
    };
  }, [api, orderId, securityKey, attempt, retry]);

  return lookup;
}
