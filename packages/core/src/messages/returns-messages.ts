import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ERROR_MESSAGE, NO_BRAND_HERE } from "./error-messages.ts";

/** What the return and exchange calls answer with; the return flow shows the same descriptors. */
export const RETURNS_MESSAGE = {
  noBrand: NO_BRAND_HERE,
  orderNotFound: msg`We could not find a returnable order with these details.`,
  sessionEnded: msg`Your session has ended. Please log in again.`,
  loginNeedsContact: msg`Enter the email or phone number used for the order.`,
  loginFailed: msg`The order number and contact details do not match our records.`,
  notReturnable: msg`This order has no items that can be returned.`,
  notAllowed: msg`Please log in, or open the return link from your order message, to continue.`,
  requestNotFound: msg`We could not find this return request.`,
  itemNotFound: msg`We could not find this item.`,
  // spec section 8
  pincodeNotServiceable: ERROR_MESSAGE["pincode-not-serviceable"],
  pincodeServiceable: msg`Pickup is available at this pincode.`,
  pincodeUnknown: msg`We could not find this pincode.`,
  ifscUnknown: msg`This IFSC code does not exist. Please check it.`,
  ifscBranchUnavailable: msg`Branch names are not available offline; the bank name comes from the IFSC dataset.`,
  returnPlaced: msg`Your return request has been placed.`,
  exchangePlaced: msg`Your exchange request has been placed.`,
  // A refund's checks, after core's field validation (VALIDATION_MESSAGE) passed.
  refundModeMissing: msg`Choose how to receive the refund.`,
  accountNumberDigits: msg`Please enter a valid account number: 9 to 18 digits.`,
  upiIdShape: msg`Please enter a valid UPI ID, such as name@bank.`,
} as const satisfies Record<string, MessageDescriptor>;
export type ReturnsMessageKey = keyof typeof RETURNS_MESSAGE;
