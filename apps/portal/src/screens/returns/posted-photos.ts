import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { RETURN_REQUEST_MESSAGE, STORAGE_MESSAGE } from "@portal/core/messages";
import { MAX_PHOTOS_PER_ITEM } from "@portal/core/returns";
import { VALIDATION_MESSAGE } from "@portal/core/validation";

/**
 * Photos on step 1 without script (issue 33 item 18): the server stores the files posted with
 * the step and keeps their URLs (never the bytes) in the draft, as a hidden field per item.
 */
export const PHOTO_URLS_SEPARATOR = " ";

/** The hidden field holding an item's stored photo URLs (step 1 owns it). */
export function photoUrlsField(itemId: number): string {
  return `photo-urls-${itemId}`;
}

/** Why the server refused a posted photo: set by the server after its checks, never taken from a post. */
export type PhotoRefusal = "image-type" | "too-large" | "too-many" | "quota" | "no-shipment";

/**
 * An order with no shipment linked to its return (the seed's KC-10157) cannot be granted an
 * upload: the scripted upload and the post without script both say so instead of dropping the files.
 */
export const PHOTOS_NEED_A_SHIPMENT = msg`Photos cannot be added to this return online. Please continue without them.`;

/** The submit button that removes one stored photo without script; its value is `<itemId> <url>`. */
export const REMOVE_PHOTO_FIELD = "remove-photo";

/**
 * A post whose Remove button was pressed: that photo's URL taken out of its item's kept URLs
 * and the intent set to "remove-photo" (step 1 stays open); any other post unchanged.
 */
export function withoutRemovedPhoto(posted: Record<string, string>): Record<string, string> {
  const { [REMOVE_PHOTO_FIELD]: pressed, ...rest } = posted;
  const match = /^(\d+) (\S+)$/.exec(pressed ?? "");
  if (!match) return rest;
  const field = photoUrlsField(Number(match[1]));
  const kept = (rest[field] ?? "").split(PHOTO_URLS_SEPARATOR).filter((url) => url !== "" && url !== match[2]);
  return { ...rest, [field]: kept.join(PHOTO_URLS_SEPARATOR), intent: "remove-photo" };
}

export function photoErrorField(itemId: number): string {
  return `photo-error-${itemId}`;
}

/** The scripted upload's messages for the same refusals (its check, the receiver's, the API's). */
export const PHOTO_REFUSAL_MESSAGE = {
  "image-type": () => VALIDATION_MESSAGE["image-type"],
  "too-large": () => STORAGE_MESSAGE.tooLarge,
  "too-many": (title: string) => RETURN_REQUEST_MESSAGE.photosTooMany(title, MAX_PHOTOS_PER_ITEM),
  quota: () => STORAGE_MESSAGE.orderQuota,
  "no-shipment": () => PHOTOS_NEED_A_SHIPMENT,
} as const satisfies Record<PhotoRefusal, (title: string) => MessageDescriptor>;

export function postedPhotoRefusalOf(values: Record<string, string> | undefined, itemId: number): PhotoRefusal | undefined {
  const value = values?.[photoErrorField(itemId)];
  return value !== undefined && Object.hasOwn(PHOTO_REFUSAL_MESSAGE, value) ? (value as PhotoRefusal) : undefined;
}

/** The stored URLs a post or draft keeps for an item (only http(s) links; the API checks they are this order's). */
export function postedPhotoUrlsOf(values: Record<string, string>, itemId: number): string[] {
  return (values[photoUrlsField(itemId)] ?? "")
    .split(PHOTO_URLS_SEPARATOR)
    .filter((url) => /^https?:\/\//.test(url))
    .slice(0, MAX_PHOTOS_PER_ITEM);
}
