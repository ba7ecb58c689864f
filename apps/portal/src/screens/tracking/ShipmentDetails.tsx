import type { ComponentProps } from "react";
import type { TrackingEntry } from "@portal/core/api";
import { CustomerDetails, ProductSummary } from "@portal/ui";

export interface ShipmentDetailsProps {
  /** The order's first product, if the answer names one. */
  product: TrackingEntry["additional"]["order_detail"][number] | undefined;
  customer: ComponentProps<typeof CustomerDetails>["customer"];
  country: string | undefined;
}

/**
 * The tracking page's details slot (TrackingDetail.tsx): the product and the delivery address.
 * A deferred part, so a chunk of its own; its styles load with the page.
 */
export default function ShipmentDetails({ product, customer, country }: ShipmentDetailsProps) {
  return (
    <>
      {product ? <ProductSummary title={product.title} imageUrl={product.image_url} /> : null}
      <CustomerDetails customer={customer} country={country} />
    </>
  );
}
