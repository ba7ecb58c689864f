import { useEffect, useState } from "react";
import type { EddUi, PortalApiClient, TrackOrderQuery } from "@portal/core/api";

/**
 * The expected-delivery message of a shipment from GET edd (spec section 7: same parameters
 * as track-order). Asked once, after the page is shown: the status is what matters first on
 * a slow network. Undefined while unknown, null when there is nothing to show.
 */
export function useEddUi(api: PortalApiClient, query: TrackOrderQuery): EddUi | null | undefined {
  const [edd, setEdd] = useState<EddUi | null | undefined>(undefined);
  const { waybill, order_id: orderId, cp_id: cpId, security_key: securityKey } = query;
  useEffect(() => {
    let current = true;
    void api
      .getEdd({ waybill, order_id: orderId, cp_id: cpId, security_key: securityKey })
      .then((result) => {
        if (current) setEdd(result.ok ? (result.data.edd_ui ?? null) : null);
      });
    return () => {
      current = false;
    };
  }, [api, waybill, orderId, cpId, securityKey]);
  return edd;
}
