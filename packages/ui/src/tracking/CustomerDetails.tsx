import { Trans, useLingui } from "@lingui/react/macro";
import { postalCodeLabelOf } from "@portal/core/postal-code-name";
import { useId } from "react";
import "./tracking-details.css";

const CUSTOMER_FIELDS = ["name", "phone", "address", "pincode"] as const;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** Numbers read left to right on Arabic pages too. */
const LEFT_TO_RIGHT = { name: false, phone: true, address: false, pincode: true } as const satisfies Record<CustomerField, boolean>;

export interface CustomerDetailsProps {
  customer: Record<CustomerField, string>;
  /** The brand's country: names the postal code ("ZIP code" in the US, "Pincode" in India). */
  country?: string;
  /** The card's heading; default "Delivery details" (a return pickup names its pickup address). */
  title?: string;
}

/**
 * Who the shipment goes to. Only the fields the API sent are listed; phone and pincode read
 * left to right in Arabic pages too. Styling hook: `[data-part="customer"]`.
 */
export function CustomerDetails({ customer, country, title }: CustomerDetailsProps) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const term = { name: t`Name`, phone: t`Phone`, address: t`Address`, pincode: i18n._(postalCodeLabelOf(country)) } as const satisfies Record<
    CustomerField,
    string
  >;
  const rows = CUSTOMER_FIELDS.flatMap((field) => (customer[field] ? [{ field, term: term[field], value: customer[field] }] : []));
  if (rows.length === 0) return null;
  return (
    <section className="portal-tracking-card" data-part="customer" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? <Trans>Delivery details</Trans>}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.field} data-field={row.field}>
            <dt>{row.term}</dt>
            <dd dir={LEFT_TO_RIGHT[row.field] ? "ltr" : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
