import * as v from "valibot";
import { isHttpsImageUrl } from "./product-image-src.ts";

const PRODUCT_IMAGE_URL_MESSAGE = "image_url must be an https:// web address of the product's photo.";

/**
 * A product's photo address as order data brings it (import documents, ingest): blank or
 * absent means none; otherwise an absolute https URL. Plain http would be blocked as mixed
 * content on the https page, and any other scheme (data:, javascript:) is not a photo host.
 */
export const ProductImageUrlSchema = v.nullish(
  v.pipe(
    v.string(PRODUCT_IMAGE_URL_MESSAGE),
    v.trim(),
    v.check((value) => value === "" || isHttpsImageUrl(value), PRODUCT_IMAGE_URL_MESSAGE),
  ),
  "",
);
