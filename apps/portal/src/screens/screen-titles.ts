import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ScreenId } from "@portal/core/routes";

/** Each screen's name, used for the document title and screens not built yet. */
export const SCREEN_TITLE = {
  home: msg`Track your order`,
  "my-orders": msg`My orders`,
  pincode: msg`Pincode serviceability`,
  "delivery-issue": msg`Delivery issue`,
  reverse: msg`Reverse pickup tracking`,
  "reverse-issue": msg`Pickup issue`,
  "update-contact": msg`Update contact`,
  login: msg`Login`,
  returns: msg`Returns`,
  "returns-status": msg`Return request status`,
  exchange: msg`Exchange`,
  "exchange-status": msg`Exchange status`,
} satisfies Record<ScreenId, MessageDescriptor>;
