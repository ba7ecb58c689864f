import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import "./tracking-details.css";

export interface ProductSummaryProps {
  title: string;
  imageUrl: string;
}

/**
 * The ordered product (the order's first item): a small lazily loaded image with a fixed
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
        {imageUrl ? <img src={imageUrl} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
        {title ? <figcaption data-testid="tracking-product">{title}</figcaption> : null}
      </figure>
    </section>
  );
}
