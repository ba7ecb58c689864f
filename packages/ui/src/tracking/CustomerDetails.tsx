import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import "./tracking-details.css";

export interface CustomerDetailsProps {
  customer: { name: string; phone: string; address: string; pincode: string };
}

/**
 * Who the shipment goes to. Only the fields the API sent are listed; phone and pincode read
 * left to right in Arabic pages too. Styling hook: `[data-part="customer"]`.
 */
export function CustomerDetails({ customer }: CustomerDetailsProps) {
  const headingId = useId();
  const { name, phone, address, pincode } = customer;
  if (!(name || phone || address || pincode)) return null;
  return (
    <section className="portal-tracking-card" data-part="customer" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Delivery details</Trans>
      </h2>
      <dl>
        {name ? (
          <div data-field="name">
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{name}</dd>
          </div>
        ) : null}
        {phone ? (
          <div data-field="phone">
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd dir="ltr">{phone}</dd>
          </div>
        ) : null}
        {address ? (
          <div data-field="address">
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        {pincode ? (
          <div data-field="pincode">
            <dt>
              <Trans>Pincode</Trans>
            </dt>
            <dd dir="ltr">{pincode}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
