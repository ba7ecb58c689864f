import { msg } from "@lingui/core/macro";

/** An API call on a host that names no brand (returns, uploads, analytics). */
export const NO_BRAND_HERE = msg`There is no brand at this address.`;
