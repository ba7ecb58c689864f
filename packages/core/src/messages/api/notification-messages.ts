import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MOMENT_LINK, Moment } from "../../notifications/moments.ts";

/**
 * What a message to a shopper says (issue 35): one line per moment (the e-mail's subject and
 * heading, the SMS's text), the button of the screen it links to, and the footer. Rendered by
 * the server in the shopper's language (@portal/i18n/server `messageIn`).
 */
export const MOMENT_HEADLINE = {
  shipped: msg({ message: "Your order {orderId} has shipped.", comment: "orderId is the brand's order number" }),
  "out-for-delivery": msg({ message: "Your order {orderId} is out for delivery today.", comment: "orderId is the brand's order number" }),
  delivered: msg({ message: "Your order {orderId} has been delivered.", comment: "orderId is the brand's order number" }),
  "failed-delivery": msg({
    message: "We could not deliver your order {orderId}. Tell us when to try again.",
    comment: "orderId is the brand's order number; the message links to a form",
  }),
  "ndr-reminder": msg({
    message: "Reminder: your order {orderId} is waiting for your answer. Tell us when to try delivering again.",
    comment: "orderId is the brand's order number; sent once when the shopper has not answered the failed-delivery form; links to that form",
  }),
  "pickup-failed": msg({
    message: "We could not pick up your return for order {orderId}. Tell us when to come again.",
    comment: "orderId is the brand's order number; the message links to a form",
  }),
  delayed: msg({ message: "Your order {orderId} is running late. We are on it.", comment: "orderId is the brand's order number" }),
  "return-placed": msg({ message: "We have your return request for order {orderId}.", comment: "orderId is the brand's order number" }),
  "return-approved": msg({ message: "Your return for order {orderId} is approved.", comment: "orderId is the brand's order number" }),
  "return-picked-up": msg({ message: "Your return for order {orderId} has been picked up.", comment: "orderId is the brand's order number" }),
  "return-refunded": msg({ message: "Your refund for order {orderId} is on its way.", comment: "orderId is the brand's order number" }),
  "exchange-shipped": msg({ message: "Your exchange for order {orderId} has shipped.", comment: "orderId is the brand's order number" }),
} as const satisfies Record<Moment, MessageDescriptor>;

/** The button (e-mail) or link label (SMS) of the screen a message opens. */
export const LINK_LABEL = {
  tracking: msg`Track your order`,
  "delivery-issue": msg`Choose a new delivery time`,
  "reverse-issue": msg`Choose a new pickup time`,
  "returns-status": msg`See your return`,
} as const satisfies Record<(typeof MOMENT_LINK)[Moment], MessageDescriptor>;

export const NOTIFICATION_FOOTER = {
  whyYouGetThis: msg({ message: "You get this message because you ordered from {brand}.", comment: "brand is the shop's name" }),
  unsubscribe: msg`Unsubscribe from these messages`,
  smsStop: msg({ message: "Reply STOP to stop these messages.", comment: "STOP is the keyword the shopper sends back; keep it in Latin capitals" }),
  unsubscribed: msg`You will get no more of these messages.`,
  linkExpired: msg`This link has expired. Open the message again or look up your order on the tracking page.`,
} as const satisfies Record<string, MessageDescriptor>;
