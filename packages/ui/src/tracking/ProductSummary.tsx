import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { ProductImage } from "../product/ProductImage.tsx";
import "./tracking-details.css";

export interface ProductSummaryProps {
  title: string;
  imageUrl: string;
}

/**
 * The ordered product (the order's first item): its photo (or initials tile) at a fixed
 * size, so the page does not jump when it arrives on a slow network, and its title.
 */
export function ProductSummary({ title, imageUrl }: ProductSummaryProps) {
  const headingId = useId();
  if (!title && !imageUrl) return null;
  return (
    <section className="portal-tracking-card" data-part="product" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Your order</Trans>
      </h2>
      <figure>
        <ProductImage title={title} imageUrl={imageUrl} size={72} />
        {title ? <figcaption data-testid="tracking-product">{title}</figcaption> : null}
      </figure>
    </section>
  );
}
