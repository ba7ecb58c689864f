import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import "./tracking-details.css";

const CUSTOMER_FIELDS = ["name", "phone", "address", "pincode"] as const;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** Numbers read left to right on Arabic pages too. */
const LEFT_TO_RIGHT = { name: false, phone: true, address: false, pincode: true } as const satisfies Record<CustomerField, boolean>;

export interface CustomerDetailsProps {
  customer: Record<CustomerField, string>;
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
  const { t } = useLingui();
  const term = { name: t`Name`, phone: t`Phone`, address: t`Address`, pincode: t`Pincode` } as const satisfies Record<CustomerField, string>;
  const rows = CUSTOMER_FIELDS.flatMap((field) => (customer[field] ? [{ field, term: term[field], value: customer[field] }] : []));
  if (rows.length === 0 && !masked) return null;
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
      {rows.length > 0 ? (
        <dl>
          {rows.map((row) => (
            <div key={row.field} data-field={row.field}>
              <dt>{row.term}</dt>
              <dd dir={LEFT_TO_RIGHT[row.field] ? "ltr" : undefined}>{row.value}</dd>
            </div>
          ))}
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
