import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OrderIdLabel } from "@portal/core/brand";

/**
 * The search's choice for the order's identifier, in the brand's word (ORDER_ID_FIELD_LABEL's
 * wording; the default names both ids and numbers). Beside the search, so the search page's
 * script does not share a chunk with My orders.
 */
export const ORDER_ID_SEARCH_LABEL = {
  "order-id": msg`Order ID/No`,
  "order-number": msg`Order number`,
  reference: msg`Reference`,
} as const satisfies Record<OrderIdLabel, MessageDescriptor>;
