import { useLingui } from "@lingui/react/macro";
import type { TrackingLookup } from "../../state/initial-state.ts";
import { TrackingSummary } from "./TrackingSummary.tsx";

/** Spec section 8: shown for 400, no data, another brand's shipment, or code 23. */
export function TrackingScreen({ lookup }: { lookup: TrackingLookup }) {
  const { t } = useLingui();
  if (lookup.kind === "not-shipped") {
    return (
      <section className="portal-screen" data-screen="tracking" data-state="not-shipped" aria-labelledby="screen-title">
        <h1 id="screen-title" role="alert">
          {t`The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.`}
        </h1>
      </section>
    );
  }
  return (
    <section className="portal-screen" data-screen="tracking" data-state="found">
      <TrackingSummary shipment={lookup.shipment} />
    </section>
  );
}
