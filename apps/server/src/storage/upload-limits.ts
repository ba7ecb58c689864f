/** Largest accepted image upload (the policy's content-length-range and the receiver's cap). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** How long a pre-signed upload form stays good. */
export const UPLOAD_FORM_TTL_SECONDS = 10 * 60;

/** How long a shipping-label download link stays good (labels carry addresses: not forever). */
export const LABEL_LINK_TTL_SECONDS = 60 * 60;
