import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OrderIdLabel } from "../brand/brand-manifest.ts";

/**
 * The name of the order's identifier in the brand's wording, wherever it is a field's label
 * (My orders, the search): the same word as the order page's heading, so "Order number
 * 311101" is searched and listed as an order number, not an "Order ID".
 */
export const ORDER_ID_FIELD_LABEL = {
  "order-id": msg`Order ID`,
  "order-number": msg`Order number`,
  reference: msg`Reference`,
} as const satisfies Record<OrderIdLabel, MessageDescriptor>;
