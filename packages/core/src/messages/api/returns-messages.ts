import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ERROR_MESSAGE } from "../error-messages.ts";
import { RETURN_FLOW_MESSAGE } from "../return-flow/return-flow-messages.ts";
import { NO_BRAND_HERE } from "./host-messages.ts";

/** What the return and exchange calls answer with (texts the return pages show too are RETURN_FLOW_MESSAGE's). */
export const RETURNS_MESSAGE = {
  noBrand: NO_BRAND_HERE,
  orderNotFound: RETURN_FLOW_MESSAGE.orderNotFound,
  sessionEnded: msg`Your session has ended. Please log in again.`,
  loginNeedsContact: msg`Enter the email or phone number used for the order.`,
  loginFailed: msg`The order number and contact details do not match our records.`,
  notReturnable: msg`This order has no items that can be returned.`,
  notAllowed: msg`Please log in, or open the return link from your order message, to continue.`,
  requestNotFound: msg`We could not find this return request.`,
  noSelfShipLabel: msg`This return is picked up by a courier, so it has no self-ship label.`,
  itemNotFound: msg`We could not find this item.`,
  // product rules §8
  pincodeNotServiceable: ERROR_MESSAGE["pincode-not-serviceable"],
  pincodeServiceable: msg`Pickup is available at this pincode.`,
  pincodeUnknown: msg`We could not find this pincode.`,
  ifscUnknown: RETURN_FLOW_MESSAGE.ifscUnknown,
  ifscBranchUnavailable: msg`Branch names are not available offline; the bank name comes from the IFSC dataset.`,
  returnPlaced: RETURN_FLOW_MESSAGE.returnPlaced,
  exchangePlaced: RETURN_FLOW_MESSAGE.exchangePlaced,
  // A refund's check beyond core's field validation (VALIDATION_MESSAGE, shapes included).
  refundModeMissing: msg`Choose how to receive the refund.`,
  refundNotToCashPayment: msg`This order was paid cash on delivery, so the refund cannot go back to the original payment. Please choose a bank account or store credit.`,
  ifscOnlyInIndia: msg`IFSC codes name Indian bank branches; this store pays refunds to accounts in its own country.`,
  returnIdOrWaybill: msg`Pass a return_id or a waybill.`,
} as const satisfies Record<string, MessageDescriptor>;
export type ReturnsMessageKey = keyof typeof RETURNS_MESSAGE;
