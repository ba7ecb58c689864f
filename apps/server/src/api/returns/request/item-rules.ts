import { RETURN_REQUEST_MESSAGE as REFUSAL } from "@portal/core/messages";
import { imageRequirementOf, returnableQuantity, MAX_PHOTOS_PER_ITEM } from "@portal/core/returns";
import type * as v from "valibot";
import type { ReturnItemRequestSchema } from "@portal/core/api";
import type {
  PreviousReturnRecord,
  ReturnItem,
  ReturnKind,
  ReturnReasonRecord,
  ReturnRequestItemRecord,
  ReturnVariantRecord,
} from "@portal/db/repositories/returns-records";
import { refuse, type RuleResult } from "./rule-result.ts";

type ItemInput = v.InferOutput<typeof ReturnItemRequestSchema>;

/** What the item rules need to know about the order and the brand. */
export interface ItemRuleFacts {
  kind: ReturnKind;
  items: readonly ReturnItem[];
  previousReturns: readonly PreviousReturnRecord[];
  reasons: readonly ReturnReasonRecord[];
  variantsByItem: ReadonlyMap<number, readonly ReturnVariantRecord[]>;
  /** Theme quantity_lock: the quantity is all returnable units. */
  quantityLock: boolean;
  /** The order asks for photos; reasons then say how many. */
  captureImage: boolean;
}

/** One accepted item line: what is stored for it, with the order's item it names. */
export type CheckedItem = Omit<ReturnRequestItemRecord, "returnId" | "itemId" | "inspection"> & { item: ReturnItem };

export const MAX_COMMENT_LENGTH = 1000;
const MAX_IMAGE_URL_LENGTH = 2048;

/**
 * The items of a return request against the order (product rules sections 4 and 5, core's returns
 * rules): each item once and of this order; never more units than are still returnable once
 * earlier requests are counted (exactly those when the quantity is locked); an active reason,
 * and one of its sub reasons when it has any; enough photos for the reason; for an exchange,
 * a variant of the item with stock.
 */
export function checkReturnItems(requested: readonly ItemInput[], facts: ItemRuleFacts): RuleResult<CheckedItem[]> {
  const checked: CheckedItem[] = [];
  const seen = new Set<number>();
  for (const line of requested) {
    if (seen.has(line.item_id)) return refuse(REFUSAL.itemRepeated());
    seen.add(line.item_id);
    const item = facts.items.find((i) => i.itemId === line.item_id);
    if (item === undefined) return refuse(REFUSAL.itemNotInOrder(line.item_id));
    const result = checkLine(line, item, facts);
    if (!result.ok) return result;
    checked.push(result.value);
  }
  return { ok: true, value: checked };
}

function checkLine(line: ItemInput, item: ReturnItem, facts: ItemRuleFacts): RuleResult<CheckedItem> {
  const { title } = item;
  const returnable = returnableQuantity(
    { id: item.itemId, eligible_quantity_can_be_return: item.eligibleQuantity },
    facts.previousReturns.map((p) => ({ item_ids: p.itemIds })),
  );
  if (returnable === 0) return refuse(REFUSAL.itemAllTaken(title));
  if (line.quantity > returnable) return refuse(REFUSAL.quantityOver(title, returnable));
  if (facts.quantityLock && line.quantity !== returnable) return refuse(REFUSAL.quantityFixed(title, returnable));

  const reason = facts.reasons.find((r) => r.reasonId === line.reason_id && r.active);
  if (reason === undefined) return refuse(REFUSAL.reasonMissing(title));
  const subReasonId = line.sub_reason_id ?? null;
  if (reason.subReasons.length > 0 && !reason.subReasons.some((s) => s.subReasonId === subReasonId)) {
    return refuse(REFUSAL.subReasonMissing(title));
  }
  if (reason.subReasons.length === 0 && subReasonId !== null) return refuse(REFUSAL.subReasonNotOffered(title));

  const comment = line.comment.trim();
  if (comment.length > MAX_COMMENT_LENGTH) return refuse(REFUSAL.commentTooLong(title, MAX_COMMENT_LENGTH));

  const images = line.images.map((url) => url.trim());
  if (images.length > MAX_PHOTOS_PER_ITEM) return refuse(REFUSAL.photosTooMany(title, MAX_PHOTOS_PER_ITEM));
  if (!images.every(isUploadedImageUrl)) return refuse(REFUSAL.photosNotImages(title));
  const { minimum } = imageRequirementOf(facts.captureImage ? reason : undefined);
  if (images.length < minimum) return refuse(REFUSAL.photosTooFew(title, minimum));

  const variant = checkVariant(line, item, facts);
  if (!variant.ok) return variant;
  return {
    ok: true,
    value: { item, quantity: line.quantity, reasonId: reason.reasonId, subReasonId, comment, images, exchangeVariantId: variant.value },
  };
}

function checkVariant(line: ItemInput, item: ReturnItem, facts: ItemRuleFacts): RuleResult<string | null> {
  const wanted = line.exchange_variant_id === undefined ? undefined : String(line.exchange_variant_id);
  if (facts.kind === "return") {
    return wanted === undefined ? { ok: true, value: null } : refuse("exchange_variant_id is only for exchanges.");
  }
  const { title } = item;
  if (wanted === undefined) return refuse(REFUSAL.exchangeVariantMissing(title));
  const variant = facts.variantsByItem.get(item.itemId)?.find((v) => v.variantId === wanted);
  if (variant === undefined) return refuse(REFUSAL.exchangeVariantNotOffered(title, wanted));
  if (variant.inventoryQuantity < line.quantity) return refuse(REFUSAL.variantOutOfStock(variant.title));
  return { ok: true, value: variant.variantId };
}

/** Photos come back from the upload store as absolute http(s) links. */
function isUploadedImageUrl(url: string): boolean {
  if (url.length === 0 || url.length > MAX_IMAGE_URL_LENGTH) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}
