import { useCallback, useState } from "react";
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
 * address, or the photo fails to load, the tile shows: the failed <img> is dropped (also one
 * that failed before hydration); without JavaScript, CSS draws the tile over the broken
 * image (product-image.css), so no broken-image icon shows.
 * Styling hooks: `.portal-product-image[data-state="photo" | "initials"][data-size]`.
 */
export function ProductImage({ title, imageUrl, size }: ProductImageProps) {
  const src = productImageSrc(imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const photo = src !== undefined && src !== failedSrc ? src : undefined;
  const initials = productInitials(title);
  // A server-rendered photo may have failed before React listened for its error: decode()
  // settles either way (jsdom has no decode, and its images never load).
  const watchDecode = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && typeof img.decode === "function" && photo) img.decode().catch(() => setFailedSrc(photo));
    },
    [photo],
  );
  return (
    <span className="portal-product-image" data-size={size} data-state={photo ? "photo" : "initials"} aria-hidden="true">
      <span data-part="initials">{initials}</span>
      {photo ? (
        <img
          src={photo}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          data-initials={initials}
          onError={() => setFailedSrc(photo)}
          ref={watchDecode}
        />
      ) : null}
    </span>
  );
}
