import { Trans, useLingui } from "@lingui/react/macro";
import type { OrderLookupResult } from "@portal/core/api";
import { displayOrderId, isDateShown, type OrderIdLabel } from "@portal/core/brand";
import type { ReactNode } from "react";
import { listedOrderShipments } from "@portal/core/orders";
import type { LinkParams } from "@portal/core/routes";
import { LocalDateTime, ProductImage, useNow } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { ForwardPageBanner, forwardPageBanner } from "./ForwardPageBanner.tsx";
import { NotShippedMessage } from "./NotShippedMessage.tsx";
import { orderShipmentViewOf } from "./order-shipment-view.ts";
import { shipmentTrackingHref } from "./tracking-links.ts";

/**
 * An order looked up by its id: each shipment with its own status and courier and a link to
 * its own tracking page. Expired shipments (code 23) are not listed (core's order rules).
 */
/** The order heading in the brand's wording (its manifest's label tweak). */
const ORDER_HEADING = {
  "order-id": (id) => (
    <Trans>
      Order <bdi>{id}</bdi>
    </Trans>
  ),
  "order-number": (id) => (
    <Trans>
      Order number <bdi>{id}</bdi>
    </Trans>
  ),
  reference: (id) => (
    <Trans>
      Reference <bdi>{id}</bdi>
    </Trans>
  ),
} as const satisfies Record<OrderIdLabel, (id: string) => ReactNode>;

export function OrderShipments({ order, params }: { order: OrderLookupResult; params: LinkParams }) {
  const { t, i18n } = useLingui();
  const { state, brand } = usePortal();
  const { manifest } = brand;
  // The brand's order-id trimming and hidden dates (product rules §6) come from its manifest.
  const orderId = displayOrderId(order.order_id || (params.order_id ?? ""), manifest);
  const showOrderDate = isDateShown(manifest, "order-date");
  const now = useNow();
  const shipments = listedOrderShipments(order.shipments);
  if (shipments.length === 0) return <NotShippedMessage />;
  const banner = forwardPageBanner(state.theme, state.user.lang);
  const count = shipments.length;
  return (
    <section className="portal-screen portal-order" data-screen="tracking" data-state="order" aria-labelledby="screen-title">
      {banner ? <ForwardPageBanner banner={banner} brandName={state.brand.name} /> : null}
      <h1 id="screen-title">{ORDER_HEADING[manifest.labels.orderId](orderId)}</h1>
      <p data-part="order-summary">
        {order.order_date && showOrderDate ? (
          <>
            <Trans>Placed on</Trans> <LocalDateTime value={order.order_date} precision="date" />
            {" · "}
          </>
        ) : null}
        {count === 1 ? <Trans>1 shipment</Trans> : <Trans>{count} shipments</Trans>}
      </p>
      <ul role="list" data-part="shipments">
        {shipments.map((shipment, index) => {
          const view = orderShipmentViewOf(shipment, now);
          const sku = shipment.skus[0];
          const number = index + 1;
          return (
            <li key={shipment.waybill ?? `pending-${index}`} data-part="shipment" data-state={view.state} data-tone={view.tone}>
              {sku ? <ProductImage title={sku.title || sku.sku} imageUrl={sku.image_url} size={56} /> : null}
              <div data-part="shipment-text">
                <h2>{sku?.title || t`Shipment ${number}`}</h2>
                <p data-part="shipment-status" data-testid="shipment-status">
                  {i18n._(view.label)}
                </p>
                {shipment.cp_name ? <p data-part="shipment-courier">{shipment.cp_name}</p> : null}
                {view.kind === "trackable" ? (
                  <a
                    className="portal-button"
                    data-variant="secondary"
                    href={shipmentTrackingHref(
                      state.user.routePrefix,
                      { waybill: view.waybill, cpId: shipment.cp_id },
                      shipment.security_key ?? params.security_key,
                      view.page,
                    )}
                  >
                    <Trans>View tracking</Trans>
                    <span data-visually-hidden>
                      {" "}
                      <bdi>{view.waybill}</bdi>
                    </span>
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
