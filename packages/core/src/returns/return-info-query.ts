import type { ReturnOrderQuery } from "../api/return-order.ts";
import type { LinkParams } from "../routes/url-recognition.ts";
import { orderIdentifierName } from "./order-identifier.ts";

/**
 * The return-info query for a return-order URL (product rules §7): the link's `mobile` goes as
 * `phone_number`, its `security_key` as `key`, and its `order_id` under the name the brand's
 * return_authorization_id picks (order_id for 5, else reference_number) — unless the link
 * also names a reference number, then both go as they are.
 */
export function returnInfoQuery(domain: string, params: LinkParams, returnAuthorizationId: number | undefined): ReturnOrderQuery {
  const query: ReturnOrderQuery = { domain };
  if (params.awbs) query.awbs = params.awbs;
  if (params.waybill) query.waybill = params.waybill;
  if (params.security_key) query.key = params.security_key;
  if (params.mobile) query.phone_number = params.mobile;
  if (params.email) query.email = params.email;
  if (params.reference_number) query.reference_number = params.reference_number;
  if (params.order_id) {
    const name = params.reference_number ? "order_id" : orderIdentifierName(returnAuthorizationId);
    query[name] = params.order_id;
  }
  return query;
}
