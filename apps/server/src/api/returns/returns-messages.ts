import { ERROR_MESSAGE } from "@portal/core/messages";
import { englishTextOf } from "@portal/i18n/english";

/** The returns calls' own answer texts (the API speaks English; the portal shows its own translations). */
export const RETURNS_MESSAGE = {
  noBrand: "There is no brand at this address.",
  orderNotFound: "We could not find a returnable order with these details.",
  sessionEnded: "Your session has ended. Please log in again.",
  loginNeedsContact: "Enter the email or phone number used for the order.",
  loginFailed: "The order number and contact details do not match our records.",
  notReturnable: "This order has no items that can be returned.",
  notAllowed: "Please log in, or open the return link from your order message, to continue.",
  requestNotFound: "We could not find this return request.",
  itemNotFound: "We could not find this item.",
  pincodeNotServiceable: englishTextOf(ERROR_MESSAGE["pincode-not-serviceable"]),
  pincodeServiceable: "Pickup is available at this pincode.",
  pincodeUnknown: "We could not find this pincode.",
  ifscUnknown: "This IFSC code does not exist. Please check it.",
  ifscBranchUnavailable: "Branch names are not available offline; the bank name comes from the IFSC dataset.",
  returnPlaced: "Your return request has been placed.",
  exchangePlaced: "Your exchange request has been placed.",
} as const;
