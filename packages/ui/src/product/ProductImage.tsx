import { useState } from "react";
import { productImageSrc, productInitials } from "@portal/core/orders";
import "./product-image.css";

/** The square sizes (CSS pixels) lists and cards draw a product at; set as attributes so the box never changes size. */
export type ProductImageSize = 48 | 56 | 64 | 72;

export interface ProductImageProps {
  /** The product's name, shown beside the picture: the picture itself is decorative (empty alt). */
  title: string;
  imageUrl: string | null | undefined;
  size: ProductImageSize;
}

/**
 * A product's photo over its initials tile. The photo is lazy and decoded off the main thread,
 * with its width and height set so nothing moves when it arrives. When there is no usable
 * address, or the photo fails to load, the tile shows: CSS draws it over a broken image
 * (product-image.css), also before hydration and without JavaScript, and once React hears
 * of the error it drops the <img>.
 * Styling hooks: `.portal-product-image[data-state="photo" | "initials"][data-size]`.
 */
export function ProductImage({ title, imageUrl, size }: ProductImageProps) {
  // A row shows one product for its life, so one "failed" flag is enough.
  const [failed, setFailed] = useState(false);
  const photo = failed ? undefined : productImageSrc(imageUrl);
  const initials = productInitials(title);
  return (
    <span className="portal-product-image" data-size={size} data-state={photo ? "photo" : "initials"} aria-hidden="true">
      <span data-part="initials">{initials}</span>
      {photo ? (
        <img src={photo} alt="" width={size} height={size} loading="lazy" decoding="async" data-initials={initials} onError={() => setFailed(true)} />
      ) : null}
    </span>
  );
}
