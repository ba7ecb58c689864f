import type { PostalAddress } from "@portal/core/api";
import {
  initialReturnFlowState,
  returnFlowReducer,
  RETURN_STEPS,
  type RefundMode,
  type ReturnFlowAction,
  type ReturnFlowInit,
  type ReturnFlowState,
  type ReturnStep,
  type PayoutMethod,
} from "@portal/core/returns";

/**
 * What survives a reload of a return page (sessionStorage, this tab only): the shopper's
 * choices, never bank or UPI details (they are typed again) and never file bytes (only the
 * stored URLs of uploaded photos).
 */
export interface SavedReturnFlow {
  version: 1;
  items: Array<{
    itemId: number;
    quantity: number;
    reasonId: number | null;
    subReasonId: number | null;
    comment: string;
    variantId: string | number | null;
    images: Array<{ name: string; s3Url: string }>;
  }>;
  reached: ReturnStep;
  current: ReturnStep;
  date: string | null;
  selfShip: boolean;
  refundMode: RefundMode;
  payout: PayoutMethod;
  selectedAddress: number;
  addedAddresses: PostalAddress[];
  clientRequestId: string;
}

export function toSavedFlow(flow: ReturnFlowState, addedAddresses: readonly PostalAddress[], clientRequestId: string): SavedReturnFlow {
  return {
    version: 1,
    items: Object.values(flow.request).map((e) => ({
      itemId: e.itemId,
      quantity: e.quantity,
      reasonId: e.reasonId,
      subReasonId: e.subReasonId,
      comment: e.comment,
      variantId: e.thisProdVariant?.id ?? null,
      images: e.images.filter((i) => i.s3Url !== "").map((i) => ({ name: i.name, s3Url: i.s3Url })),
    })),
    reached: flow.step.reached,
    current: flow.step.current,
    date: flow.date,
    selfShip: flow.selfShip,
    refundMode: flow.refund.mode,
    payout: flow.refund.payout,
    selectedAddress: flow.action.address.select,
    addedAddresses: [...addedAddresses],
    clientRequestId,
  };
}

const isStep = (value: unknown): value is ReturnStep => (RETURN_STEPS as readonly unknown[]).includes(value);

/**
 * The flow rebuilt from saved choices by replaying them through core's reducer, so a stale
 * or tampered copy (another order's items, quantities above what is returnable, a step not
 * yet allowed) can never produce a state the rules would not.
 */
export function restoreFlow(
  init: ReturnFlowInit,
  saved: SavedReturnFlow,
  variantsOf: (itemId: number) => ReadonlyArray<{ id: string | number; title: string; inventory_quantity: number }>,
): ReturnFlowState {
  const actions: ReturnFlowAction[] = [];
  for (const item of saved.items) {
    const index = init.products.findIndex((p) => p.id === item.itemId);
    if (index < 0) continue;
    actions.push({ type: "toggle-product", index });
    actions.push({ type: "set-quantity", itemId: item.itemId, quantity: item.quantity });
    actions.push({ type: "set-reason", itemId: item.itemId, reasonId: item.reasonId, subReasonId: item.subReasonId });
    actions.push({ type: "set-comment", itemId: item.itemId, comment: item.comment });
    const variant = variantsOf(item.itemId).find((v) => String(v.id) === String(item.variantId));
    if (variant) actions.push({ type: "set-variant", itemId: item.itemId, variant });
    for (const image of item.images) {
      actions.push({
        type: "image-added",
        itemId: item.itemId,
        image: { name: image.name, preUrl: image.s3Url, rawFile: null, url: "", fields: {}, s3Url: image.s3Url },
      });
    }
  }
  if (actions.length > 0) actions.push({ type: "add-product" });
  actions.push({ type: "set-self-ship", selfShip: saved.selfShip === true });
  actions.push({ type: "set-date", date: typeof saved.date === "string" ? saved.date : null });
  actions.push({ type: "set-refund-mode", mode: saved.refundMode });
  actions.push({ type: "set-payout", payout: saved.payout });
  actions.push({ type: "select-address", index: Number.isInteger(saved.selectedAddress) ? saved.selectedAddress : 0 });
  // Steps one at a time: the reducer only lets the flow move forward by one reached step.
  for (const step of RETURN_STEPS) if (isStep(saved.reached) && step > 1 && step <= saved.reached) actions.push({ type: "go-to-step", step });
  if (isStep(saved.current)) actions.push({ type: "go-to-step", step: saved.current });
  return actions.reduce(returnFlowReducer, initialReturnFlowState(init));
}

/** Reads a saved flow; anything unreadable counts as nothing saved. */
export function parseSavedFlow(text: string | null): SavedReturnFlow | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SavedReturnFlow>;
    return value && value.version === 1 && Array.isArray(value.items) ? (value as SavedReturnFlow) : undefined;
  } catch {
    return undefined;
  }
}
