import type { PincodeData } from "../api/pincode.ts";
import type { Variant } from "../api/variants.ts";
import type { BankDetail, UpiDetails } from "../validation/field-schemas.ts";
import type { ImageEntry } from "./image-requirement.ts";
import type { PayoutMethod, RefundMode } from "./refund-mode.ts";
import { requiresBankDetail } from "./refund-payout.ts";
import { isBankDetailValid } from "./refund-rules.ts";
import {
  EMPTY_BANK_DETAIL,
  EMPTY_UPI_DETAILS,
  initialReturnFlowState,
  type ReturnFlowState,
  type ReturnRequestEntry,
  type ReturnStep,
} from "./return-flow-state.ts";
import { clampReturnQuantity, defaultReturnQuantity } from "./returnable-quantity.ts";

export type ReturnFlowAction =
  /** Click on a product's checkbox: select it (with a default entry) or clear it. */
  | { type: "toggle-product"; index: number }
  | { type: "set-quantity"; itemId: number; quantity: number }
  | { type: "set-reason"; itemId: number; reasonId: number | null; subReasonId?: number | null }
  | { type: "set-comment"; itemId: number; comment: string }
  | { type: "set-variant"; itemId: number; variant: Variant | null }
  /** "Add": the active product is done; the address step opens. */
  | { type: "add-product" }
  /** "Return": the shopper pressed the return button. */
  | { type: "return-click" }
  | { type: "go-to-step"; step: ReturnStep }
  | { type: "select-address"; index: number }
  | { type: "edit-address"; index: number }
  | { type: "stop-editing-address" }
  | { type: "set-self-ship"; selfShip: boolean }
  | { type: "set-date"; date: string | null }
  | { type: "set-refund-mode"; mode: RefundMode }
  | { type: "set-payout"; payout: PayoutMethod }
  | { type: "set-bank-detail"; patch: Partial<BankDetail> }
  | { type: "set-upi-details"; patch: Partial<UpiDetails> }
  | { type: "confirm-refund-payment"; confirmed: boolean }
  | { type: "pincode-checked"; isServiceable: boolean; pincodeData: PincodeData | null }
  | { type: "image-added"; itemId: number; image: ImageEntry }
  | { type: "image-upload-started"; itemId: number }
  /** The store answered 204: record where the file lives. */
  | { type: "image-uploaded"; itemId: number; name: string; s3Url: string }
  | { type: "image-upload-failed"; itemId: number; name: string }
  | { type: "image-removed"; itemId: number; name: string }
  | { type: "reset-bank-detail" }
  | { type: "reset-upi-details" }
  | { type: "reset-variants" }
  | { type: "reset-images" }
  | { type: "reset-return" };

type Handlers = {
  [K in ReturnFlowAction["type"]]: (state: ReturnFlowState, action: Extract<ReturnFlowAction, { type: K }>) => ReturnFlowState;
};

function updateEntry(state: ReturnFlowState, itemId: number, change: (entry: ReturnRequestEntry) => ReturnRequestEntry): ReturnFlowState {
  const entry = state.request[itemId];
  if (!entry) return state;
  return { ...state, request: { ...state.request, [itemId]: change(entry) } };
}

function withoutEntry(state: ReturnFlowState, itemId: number): ReturnFlowState {
  const request = { ...state.request };
  delete request[itemId];
  const canGoToAddress = state.action.canGoToAddress && Object.keys(request).length > 0;
  return { ...state, request, action: { ...state.action, canGoToAddress } };
}

/**
 * Bank validity (in the brand's country) drives isErrorInCOD. A COD order's refund stays on
 * the bank account it gives: that account is its "source", and the shopper is never shown
 * "Original payment method" for an order paid in cash.
 */
function withBankDetail(state: ReturnFlowState, bankDetail: BankDetail): ReturnFlowState {
  const needed = requiresBankDetail(state.policy);
  const valid = isBankDetailValid(bankDetail, state.policy.country);
  return { ...state, refund: { ...state.refund, bankDetail }, isErrorInCOD: needed && !valid };
}

const HANDLERS: Handlers = {
  "toggle-product": (state, { index }) => {
    const product = state.policy.products[index];
    if (!product) return state;
    const returnable = state.policy.returnable[product.id] ?? 0;
    const selected = state.request[product.id] !== undefined;
    if (selected) {
      const cleared = withoutEntry(state, product.id);
      return { ...cleared, action: { ...cleared.action, activeIndex: -1 } };
    }
    if (returnable <= 0) return state;
    const entry: ReturnRequestEntry = {
      itemId: product.id,
      quantity: defaultReturnQuantity(returnable, state.policy.quantityLock),
      price: product.price,
      store_credits_used: product.store_credits_used,
      final_amount_paid: product.final_amount_paid,
      collection_point_id: product.collection_point_id ?? null,
      thisProdVariant: null,
      reasonId: null,
      subReasonId: null,
      comment: "",
      images: [],
      isUploading: false,
    };
    return { ...state, request: { ...state.request, [product.id]: entry }, action: { ...state.action, activeIndex: index } };
  },
  "set-quantity": (state, { itemId, quantity }) => {
    if (state.policy.quantityLock) return state;
    const returnable = state.policy.returnable[itemId] ?? 0;
    return updateEntry(state, itemId, (e) => ({ ...e, quantity: clampReturnQuantity(quantity, returnable) }));
  },
  "set-reason": (state, { itemId, reasonId, subReasonId = null }) => updateEntry(state, itemId, (e) => ({ ...e, reasonId, subReasonId })),
  "set-comment": (state, { itemId, comment }) => updateEntry(state, itemId, (e) => ({ ...e, comment })),
  "set-variant": (state, { itemId, variant }) => updateEntry(state, itemId, (e) => ({ ...e, thisProdVariant: variant })),
  "add-product": (state) => ({
    ...state,
    action: { ...state.action, activeIndex: -1, canGoToAddress: Object.keys(state.request).length > 0 },
  }),
  "return-click": (state) => ({ ...state, action: { ...state.action, isReturnClk: true } }),
  "go-to-step": (state, { step }) => {
    // Forward by one step at most, and only once items are added; back to any reached step.
    const forward = step === state.step.reached + 1 && state.action.canGoToAddress;
    if (step > state.step.reached && !forward) return state;
    const reached = Math.max(state.step.reached, step) as ReturnStep;
    return { ...state, step: { current: step, reached } };
  },
  "select-address": (state, { index }) => ({
    ...state,
    action: { ...state.action, address: { ...state.action.address, select: index } },
    pincodeServiceability: { isServiceable: false, isChecked: false, pincodeData: null },
  }),
  "edit-address": (state, { index }) => ({
    ...state,
    action: { ...state.action, address: { ...state.action.address, edit: index, isEditting: true } },
  }),
  "stop-editing-address": (state) => ({
    ...state,
    action: { ...state.action, address: { ...state.action.address, edit: -1, isEditting: false } },
  }),
  "set-self-ship": (state, { selfShip }) => ({ ...state, selfShip }),
  "set-date": (state, { date }) => ({ ...state, date }),
  "set-refund-mode": (state, { mode }) => ({ ...state, refund: { ...state.refund, mode } }),
  "set-payout": (state, { payout }) => ({ ...state, refund: { ...state.refund, payout } }),
  "set-bank-detail": (state, { patch }) => withBankDetail(state, { ...state.refund.bankDetail, ...patch }),
  "set-upi-details": (state, { patch }) => ({
    ...state,
    refund: { ...state.refund, upiDetails: { ...state.refund.upiDetails, ...patch } },
  }),
  "confirm-refund-payment": (state, { confirmed }) => ({ ...state, confirmedRefundPayment: confirmed }),
  "pincode-checked": (state, { isServiceable, pincodeData }) => ({
    ...state,
    pincodeServiceability: { isServiceable, isChecked: true, pincodeData },
  }),
  "image-added": (state, { itemId, image }) => updateEntry(state, itemId, (e) => ({ ...e, images: [...e.images.filter((i) => i.name !== image.name), image] })),
  "image-upload-started": (state, { itemId }) => updateEntry(state, itemId, (e) => ({ ...e, isUploading: true })),
  "image-uploaded": (state, { itemId, name, s3Url }) =>
    updateEntry(state, itemId, (e) => ({
      ...e,
      isUploading: false,
      images: e.images.map((i) => (i.name === name ? { ...i, s3Url } : i)),
    })),
  // The failure is swallowed (product rules §8): the image stays without a stored URL.
  "image-upload-failed": (state, { itemId }) => updateEntry(state, itemId, (e) => ({ ...e, isUploading: false })),
  "image-removed": (state, { itemId, name }) => updateEntry(state, itemId, (e) => ({ ...e, images: e.images.filter((i) => i.name !== name) })),
  "reset-bank-detail": (state) => withBankDetail(state, EMPTY_BANK_DETAIL),
  "reset-upi-details": (state) => ({ ...state, refund: { ...state.refund, upiDetails: EMPTY_UPI_DETAILS } }),
  "reset-variants": (state) => ({
    ...state,
    request: Object.fromEntries(Object.entries(state.request).map(([id, e]) => [id, { ...e, thisProdVariant: null }])),
  }),
  "reset-images": (state) => ({
    ...state,
    request: Object.fromEntries(Object.entries(state.request).map(([id, e]) => [id, { ...e, images: [], isUploading: false }])),
  }),
  "reset-return": (state) => initialAfterReset(state),
};

/** A fresh flow for the same order; the policy (with its returnable units) is kept. */
function initialAfterReset(state: ReturnFlowState): ReturnFlowState {
  const fresh = initialReturnFlowState({
    products: state.policy.products,
    quantityLock: state.policy.quantityLock,
    orderType: state.policy.isCod ? "COD" : "",
    captureBankDetail: state.policy.captureBankDetail,
    country: state.policy.country,
    returnPolicy: state.policy.returnPolicy,
  });
  return { ...fresh, policy: state.policy };
}

/** The return flow's pure reducer (product rules §4, "Return flow state"). */
export function returnFlowReducer(state: ReturnFlowState, action: ReturnFlowAction): ReturnFlowState {
  const handler = HANDLERS[action.type] as (s: ReturnFlowState, a: ReturnFlowAction) => ReturnFlowState;
  return handler(state, action);
}
