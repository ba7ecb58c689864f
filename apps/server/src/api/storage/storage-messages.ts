import { ERROR_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { englishTextOf } from "@portal/i18n/english";

/** Messages the storage calls answer with. Texts the portal also shows are core's descriptors. */
export const STORAGE_MESSAGE = {
  // spec section 5
  imageType: englishTextOf(VALIDATION_MESSAGE["image-type"]),
  // spec section 8: no data, or another brand's shipment
  notShipped: englishTextOf(ERROR_MESSAGE["tracking-not-found"]),
  noBrand: "There is no brand at this address.",
  noOrder: "Photos can be added only to an order you opened for a return. Please open the order again.",
  orderQuota: "This order has reached its limit of photo uploads for today.",
  clientQuota: "Too many photo uploads from this device. Please wait an hour and try again.",
  notMultipart: "The upload must be a multipart form (multipart/form-data).",
  noFile: "The form has no file.",
  tooLarge: "The file must be at most 5 MB.",
  formUsed: "This upload form has already been used. Please ask for a new one.",
  formUnknown: "This upload form is not valid here. Please ask for a new one.",
  noSuchFile: "There is no such file.",
  labelLink: "This label link has expired or is not valid. Please download the label again.",
  labelFailed: "The label could not be made. Asking again will try once more.",
} as const;
