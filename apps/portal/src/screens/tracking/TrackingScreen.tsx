import { useLingui } from "@lingui/react/macro";
import { readTrackOrderResult } from "@portal/core/api";
import type { TrackingAnswer } from "../../state/initial-state.ts";
import { TrackingSummary } from "./TrackingSummary.tsx";

/** The tracking page for a tracking URL: one waybill, an order's shipments, or why not. */
export function TrackingScreen({ answer }: { answer: TrackingAnswer }) {
  const { t } = useLingui();
  const lookup = answer.kind === "result" ? readTrackOrderResult(answer.result) : undefined;
  if (!lookup || lookup.kind === "empty") {
    // Spec section 8: one message for 400, no data, another brand's shipment, or code 23.
    return (
      <section className="portal-screen" data-screen="tracking" data-state="not-shipped" aria-labelledby="screen-title">
        <h1 id="screen-title" role="alert">
          {t`The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.`}
        </h1>
      </section>
    );
  }
  if (lookup.kind === "order") {
    const first = lookup.order.shipments.find((s) => s.waybill);
    return (
      <section className="portal-screen" data-screen="tracking" data-state="order">
        <h1 id="screen-title">{t`Order ${lookup.order.order_id ?? ""}`}</h1>
        {first ? <p>{first.cp_name}</p> : null}
      </section>
    );
  }
  return (
    <section className="portal-screen" data-screen="tracking" data-state="found">
      <TrackingSummary waybill={lookup.waybill} entry={lookup.entry} />
    </section>
  );
}
