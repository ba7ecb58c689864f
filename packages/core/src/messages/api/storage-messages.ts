import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { VALIDATION_MESSAGE } from "../../validation/index.ts";
import { ERROR_MESSAGE } from "../error-messages.ts";
import { NO_BRAND_HERE } from "./host-messages.ts";

/** What the photo upload and shipping-label calls answer with. */
export const STORAGE_MESSAGE = {
  // product rules §5
  imageType: VALIDATION_MESSAGE["image-type"],
  // product rules §8: no data, or another brand's shipment
  notShipped: ERROR_MESSAGE["tracking-not-found"],
  noBrand: NO_BRAND_HERE,
  noOrder: msg`Photos can be added only to an order you opened for a return. Please open the order again.`,
  orderQuota: msg`This order has reached its limit of photo uploads for today.`,
  clientQuota: msg`Too many photo uploads from this device. Please wait an hour and try again.`,
  notMultipart: msg`The upload must be a multipart form (multipart/form-data).`,
  noFile: msg`The form has no file.`,
  tooLarge: msg`The file must be at most 5 MB.`,
  formUsed: msg`This upload form has already been used. Please ask for a new one.`,
  formUnknown: msg`This upload form is not valid here. Please ask for a new one.`,
  noSuchFile: msg`There is no such file.`,
  labelLink: msg`This label link has expired or is not valid. Please download the label again.`,
  labelFailed: msg`The label could not be made. Asking again will try once more.`,
} as const satisfies Record<string, MessageDescriptor>;
export type StorageMessageKey = keyof typeof STORAGE_MESSAGE;
