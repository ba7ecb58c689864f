import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import "./tracking-details.css";

export interface CustomerDetailsProps {
  customer: { name: string; phone: string; address: string; pincode: string };
  /**
   * The link did not unlock the details: the API then sends none at all (docs/security.md),
   * and the component says so and how to see them in full.
   */
  masked: boolean;
}

/**
 * Who the shipment goes to. Only the fields the API sent are listed; phone and pincode read
 * left to right in Arabic pages too. Styling hooks: `[data-part="customer"][data-masked]`.
 */
export function CustomerDetails({ customer, masked }: CustomerDetailsProps) {
  const headingId = useId();
  const hintId = useId();
  const { name, phone, address, pincode } = customer;
  const anyField = Boolean(name || phone || address || pincode);
  if (!anyField && !masked) return null;
  return (
    <section
      className="portal-tracking-card"
      data-part="customer"
      data-masked={masked ? "true" : "false"}
      aria-labelledby={headingId}
      aria-describedby={masked ? hintId : undefined}
    >
      <h2 id={headingId}>
        <Trans>Delivery details</Trans>
      </h2>
      {anyField ? (
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
      ) : null}
      {masked ? (
        <p id={hintId} data-part="masked-hint">
          <Trans>Some details are hidden to protect your privacy. Open the tracking link we sent you by SMS or email to see them in full.</Trans>
        </p>
      ) : null}
    </section>
  );
}
