/** What the quantity rules need of a product; the API's ReturnProduct fits. */
export interface ReturnableProduct {
  id: number;
  eligible_quantity_can_be_return: number;
}

/** What the rules need of an earlier return; the API's PreviousReturn fits. */
export interface EarlierReturn {
  item_ids: readonly number[];
}

/** Units of an item already in earlier return requests: one per occurrence of its id. */
export function unitsReturnedBefore(itemId: number, previousReturns: readonly EarlierReturn[]): number {
  return previousReturns.reduce((sum, r) => sum + r.item_ids.filter((id) => id === itemId).length, 0);
}

/** How many units may still be returned: the eligible quantity less earlier returns, never below 0. */
export function returnableQuantity(product: ReturnableProduct, previousReturns: readonly EarlierReturn[]): number {
  return Math.max(0, Math.floor(product.eligible_quantity_can_be_return) - unitsReturnedBefore(product.id, previousReturns));
}

/**
 * The quantity a new request entry starts with: all returnable units when the theme's
 * quantity_lock is set (the shopper cannot change it), else 1 - never above what is returnable.
 */
export function defaultReturnQuantity(returnable: number, quantityLock: boolean): number {
  return quantityLock ? returnable : Math.min(1, returnable);
}

/** A chosen quantity kept between 1 and the returnable units (0 when nothing is returnable). */
export function clampReturnQuantity(quantity: number, returnable: number): number {
  if (returnable <= 0) return 0;
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(whole, 1), returnable);
}
