/**
 * Brands whose return_authorization_id is 5 identify orders by `order_id`; all others by
 * `reference_number` (product rules sections 7 and 9).
 */
export const ORDER_ID_RETURN_AUTHORIZATION = 5;

export type OrderIdentifierName = "order_id" | "reference_number";

export function orderIdentifierName(returnAuthorizationId: number | null | undefined): OrderIdentifierName {
  return returnAuthorizationId === ORDER_ID_RETURN_AUTHORIZATION ? "order_id" : "reference_number";
}

/** The query parameter to send for return-info, from the link's order identifier. */
export function orderIdentifierParam(returnAuthorizationId: number | null | undefined, value: string): Partial<Record<OrderIdentifierName, string>> {
  return { [orderIdentifierName(returnAuthorizationId)]: value };
}
