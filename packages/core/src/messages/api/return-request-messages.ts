import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Why a return or exchange request is refused, item by item and for its pickup, after the
 * request's shape was checked: one line naming the item (its title as the order has it).
 */
const POLICY_REFUSAL = msg({
  message: "“{title}”: {problem}",
  comment: "An item's title, then why the brand's return policy refuses it (the brand's own words or a translated sentence)",
});

export const RETURN_REQUEST_MESSAGE = {
  /** The brand's return policy refuses the item: its words (a fixed text) or the portal's (translated). */
  policyRefusal: (title: string, problem: MessageDescriptor | string): MessageDescriptor => ({ ...POLICY_REFUSAL, values: { title, problem } }),
  itemRepeated: () => msg`Each item can appear only once in a request.`,
  itemNotInOrder: (itemId: number) => msg`Item ${itemId} is not part of this order.`,
  itemAllTaken: (title: string) => msg`“${title}” cannot be returned: every eligible unit is already in a return request.`,
  quantityOver: (title: string, returnable: number) => msg`You can return at most ${returnable} of “${title}”.`,
  quantityFixed: (title: string, returnable: number) => msg`The quantity of “${title}” is fixed at ${returnable}.`,
  reasonMissing: (title: string) => msg`Please pick a return reason for “${title}”.`,
  subReasonMissing: (title: string) => msg`Please pick a sub reason for “${title}”.`,
  subReasonNotOffered: (title: string) => msg`The reason chosen for “${title}” has no sub reasons.`,
  commentTooLong: (title: string, limit: number) => msg`The comment on “${title}” is longer than ${limit} characters.`,
  photosTooMany: (title: string, limit: number) => msg`Add at most ${limit} photos of “${title}”.`,
  photosNotImages: (title: string) => msg`The photos of “${title}” must be links to uploaded images.`,
  photosTooFew: (title: string, minimum: number) => msg`Please add the required number of images: at least ${minimum} of “${title}”.`,
  photosNotThisOrder: (title: string) => msg`The photos of “${title}” must be photos uploaded for this order.`,
  exchangeVariantMissing: (title: string) => msg`Please pick what to exchange “${title}” for.`,
  exchangeVariantNotOffered: (title: string, variantId: string) => msg`“${title}” cannot be exchanged for variant ${variantId}.`,
  variantOutOfStock: (variantTitle: string) => msg`“${variantTitle}” is out of stock.`,
  selfShipNotOffered: () => msg`Self-ship is not available for this order.`,
  pickupCountryOnly: (country: string) => msg`Pickups are available in ${country} only.`,
  placeTooLong: (limit: number) => msg`City and state must be at most ${limit} characters.`,
} as const satisfies Record<string, (...args: never[]) => MessageDescriptor>;
