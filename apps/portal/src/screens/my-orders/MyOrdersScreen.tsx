import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { OrderLookupResult } from "@portal/core/api";
import { displayOrderId } from "@portal/core/brand";
import { toCurrencyCode } from "@portal/core/money";
import { isReturnWindowOpen, ORDER_BUTTON_IS_ACTION, ORDER_BUTTON_LABEL, ORDER_ID_FIELD_LABEL, entryWindowDaysOf } from "@portal/core/orders";
import { EXTRA_STATUS_LABEL, FORWARD_STAGE_LABEL, REVERSE_STAGE_LABEL } from "@portal/core/status";
import { useFormatters } from "@portal/i18n/react";
import { LocalDateTime, ProductImage, useNow } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { orderShipmentRows, type OrderShipmentRow } from "./order-rows.ts";
import { PAYMENT_METHOD_LABEL, paymentMethodOf } from "./payment-method.ts";
import type { OrderLoad } from "../../data/loaders/load-order.ts";
import { useScreenData } from "../../data/use-screen-data.ts";
import { ScreenLoadState } from "../screen-load/ScreenLoadState.tsx";
import { ReturnEntryLinks } from "../../shell/ReturnEntryLinks.tsx";
import "./my-orders.css";

/** `/my-order?order_id=…`: the order's date, total and payment, and each shipment with its one button. */
export default function MyOrdersScreen() {
  return <MyOrdersView load={useScreenData("my-orders")} />;
}

const NO_LINK = msg`Open this page from your order link to see your order.`;

export function MyOrdersView({ load }: { load: OrderLoad }) {
  const { t } = useLingui();
  return (
    <section className="portal-screen portal-orders" data-screen="my-orders" data-state={load.status} aria-labelledby="screen-title">
      <h1 id="screen-title">{t`My orders`}</h1>
      {load.status === "ready" ? <OrderDetails order={load.order} /> : <ScreenLoadState load={load} noLinkText={NO_LINK} />}
    </section>
  );
}

function OrderDetails({ order }: { order: OrderLookupResult }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const { state, brand } = usePortal();
  const { manifest } = brand;
  const now = useNow();
  const rows = orderShipmentRows(order, { now, routePrefix: state.user.routePrefix, params: state.page.params });
  const payment = paymentMethodOf(order.payment_method);
  return (
    <>
      <dl data-part="summary">
        {order.order_id ? (
          <div>
            <dt>{i18n._(ORDER_ID_FIELD_LABEL[manifest.labels.orderId])}</dt>
            <dd>
              <bdi>{displayOrderId(order.order_id, manifest)}</bdi>
            </dd>
          </div>
        ) : null}
        {order.order_date ? (
          <div>
            <dt>{t`Order date`}</dt>
            <dd>
              <LocalDateTime value={order.order_date} precision="date" />
            </dd>
          </div>
        ) : null}
        {typeof order.total === "number" ? (
          <div>
            <dt>{t`Total`}</dt>
            <dd data-part="total">{format.money(order.total, toCurrencyCode(order.currency))}</dd>
          </div>
        ) : null}
        {order.payment_method ? (
          <div>
            <dt>{t`Payment`}</dt>
            <dd>{payment ? i18n._(PAYMENT_METHOD_LABEL[payment]) : order.payment_method}</dd>
          </div>
        ) : null}
      </dl>
      <h2 data-part="shipments-title">{t`Shipments (${rows.length})`}</h2>
      <ol role="list" data-part="shipments">
        {rows.map((row, index) => (
          <li key={row.key}>
            <ShipmentCard row={row} position={index + 1} count={rows.length} />
          </li>
        ))}
      </ol>
    </>
  );
}

function ShipmentCard({ row, position, count }: { row: OrderShipmentRow; position: number; count: number }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { shipment } = row;
  const status = row.stage
    ? i18n._(row.stage.direction === "pickup" ? REVERSE_STAGE_LABEL[row.stage.stage] : FORWARD_STAGE_LABEL[row.stage.stage])
    : i18n._(EXTRA_STATUS_LABEL["shipping-soon"]);
  const label = i18n._(ORDER_BUTTON_LABEL[row.button]);
  // "Shipping soon" and "Cancelled" are the status itself: shown once, as the label.
  const isAction = ORDER_BUTTON_IS_ACTION[row.button];
  const { state } = usePortal();
  const params = state.page.params;
  // Delivered within the brand's window: return or exchange this shipment (issue 33 item 12).
  const returnable = isReturnWindowOpen(shipment, useNow(), entryWindowDaysOf(state.theme.config));
  return (
    <article
      aria-labelledby={headingId}
      data-part="shipment"
      data-direction={row.stage?.direction ?? "delivery"}
      data-stage={row.stage?.stage ?? "pending"}
      data-button={row.button}
    >
      <h3 id={headingId}>{shipment.is_rvp ? t`Return pickup ${position} of ${count}` : t`Shipment ${position} of ${count}`}</h3>
      {isAction ? <p data-part="status">{status}</p> : null}
      {shipment.waybill ? (
        <p data-part="waybill">
          {shipment.cp_name ? <>{shipment.cp_name} · </> : null}
          <Trans>Tracking ID</Trans> <bdi>{shipment.waybill}</bdi>
        </p>
      ) : null}
      {shipment.latest_status ? (
        <p data-part="updated">
          <Trans>Last update</Trans> <LocalDateTime value={shipment.latest_status.timestamp} />
        </p>
      ) : null}
      <ul role="list" data-part="skus">
        {shipment.skus.map((sku, index) => (
          <li key={`${sku.sku}-${index}`} data-part="sku">
            <ProductImage title={sku.title || sku.sku} imageUrl={sku.image_url} size={48} />
            <span data-part="sku-title">{sku.title || sku.sku}</span>
            {sku.sku ? (
              <span data-part="sku-code">
                <Trans>SKU</Trans> <bdi>{sku.sku}</bdi>
              </span>
            ) : null}
            <span data-part="sku-quantity">{t`Qty ${sku.quantity}`}</span>
          </li>
        ))}
      </ul>
      {row.href && isAction ? (
        <a href={row.href} className="portal-button" data-part="action" aria-describedby={headingId}>
          {label}
        </a>
      ) : (
        <p data-part="action-label">{label}</p>
      )}
      {returnable && shipment.waybill ? <ReturnEntryLinks waybill={shipment.waybill} securityKey={shipment.security_key ?? params.security_key} /> : null}
    </article>
  );
}
