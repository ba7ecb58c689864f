import type { PincodeData } from "../api/pincode.ts";
import type { Variant } from "../api/variants.ts";
import type { BankDetail, UpiDetails } from "../validation/field-schemas.ts";
import type { ImageEntry } from "./image-requirement.ts";
import type { PayoutMethod, RefundMode } from "./refund-mode.ts";
import { returnableQuantity, type EarlierReturn } from "./returnable-quantity.ts";
import type { ReturnPolicyView } from "../api/return-order.ts";
import { refundModesOf } from "./refund-payout.ts";

/** The return flow has 3 steps (items and reason, pickup, review and refund), starting at 1. */
export const RETURN_STEPS = [1, 2, 3] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

/** One item being returned, keyed by item id (product rules §3, Return request). */
export interface ReturnRequestEntry {
  itemId: number;
  quantity: number;
  price: number;
  store_credits_used: number;
  final_amount_paid: number;
  collection_point_id: number | string | null;
  /** For an exchange: the variant wanted instead. */
  thisProdVariant: Variant | null;
  reasonId: number | null;
  subReasonId: number | null;
  comment: string;
  images: ImageEntry[];
  isUploading: boolean;
}

/** What the flow needs of one product; the API's ReturnProduct fits. */
export interface ReturnFlowProduct {
  id: number;
  price: number;
  eligible_quantity_can_be_return: number;
  store_credits_used: number;
  final_amount_paid: number;
  collection_point_id?: number | string | null;
  /** The brand's policy refuses it (return-info): it cannot be chosen. */
  not_returnable?: { code: "outside-window" | "non-returnable" };
}

/** Fixed for one flow: the order and the brand's rules. */
export interface ReturnFlowPolicy {
  products: readonly ReturnFlowProduct[];
  /** Units each product may still return, by item id. */
  returnable: Readonly<Record<number, number>>;
  /** theme quantity_lock: the quantity is all returnable units and cannot change. */
  quantityLock: boolean;
  /** order_type is COD. */
  isCod: boolean;
  /** theme capture_bank_detail. */
  captureBankDetail: boolean;
  /** The brand's country (ISO 3166 alpha-2): its payouts and bank fields (core's payout-fields). */
  country: string;
  /** The brand's return policy as return-info explains it (modes offered, fees, bonus); undefined: none. */
  returnPolicy: ReturnPolicyView | undefined;
  /** The refund modes the policy offers (core's refundModesOf reads it). */
  offeredModes?: readonly RefundMode[];
}

export interface ReturnFlowState {
  policy: ReturnFlowPolicy;
  request: Readonly<Record<number, ReturnRequestEntry>>;
  step: { current: ReturnStep; reached: ReturnStep };
  action: {
    isReturnClk: boolean;
    /** Index of the product being edited, or -1 for none. */
    activeIndex: number;
    canGoToAddress: boolean;
    address: { select: number; edit: number; isEditting: boolean };
  };
  /** Pickup date, YYYY-MM-DD. */
  date: string | null;
  selfShip: boolean;
  confirmedRefundPayment: boolean;
  refund: { mode: RefundMode; payout: PayoutMethod; bankDetail: BankDetail; upiDetails: UpiDetails };
  /** COD order with bank capture and bank details not (yet) valid. */
  isErrorInCOD: boolean;
  pincodeServiceability: { isServiceable: boolean; isChecked: boolean; pincodeData: PincodeData | null };
}

export const EMPTY_BANK_DETAIL: BankDetail = { name: "", accountNumber: "", ifsccode: "", bankName: "", branchName: "", routingNumber: "", iban: "" };
export const EMPTY_UPI_DETAILS: UpiDetails = { upiName: "", upiId: "" };

export interface ReturnFlowInit {
  products: readonly ReturnFlowProduct[];
  previousReturns?: readonly EarlierReturn[];
  quantityLock?: boolean;
  /** order_type from return-info; "COD" (any case) is cash on delivery. */
  orderType?: string;
  captureBankDetail?: boolean;
  /** The brand's country; India when not given. */
  country?: string;
  /** return-info's `return_policy`. */
  returnPolicy?: ReturnPolicyView;
}

export function initialReturnFlowState(init: ReturnFlowInit): ReturnFlowState {
  const previous = init.previousReturns ?? [];
  const isCod = (init.orderType ?? "").trim().toUpperCase() === "COD";
  const captureBankDetail = init.captureBankDetail ?? false;
  const offeredModes = init.returnPolicy?.refund_modes;
  const modes = refundModesOf({ isCod, offeredModes });
  return {
    policy: {
      products: init.products,
      // An item the brand's policy refuses has no returnable unit, so it cannot be chosen.
      returnable: Object.fromEntries(init.products.map((p) => [p.id, p.not_returnable ? 0 : returnableQuantity(p, previous)])),
      quantityLock: init.quantityLock ?? false,
      isCod,
      captureBankDetail,
      country: (init.country ?? "IN").trim().toUpperCase(),
      returnPolicy: init.returnPolicy,
      ...(offeredModes === undefined ? {} : { offeredModes }),
    },
    request: {},
    step: { current: 1, reached: 1 },
    action: { isReturnClk: false, activeIndex: -1, canGoToAddress: false, address: { select: 0, edit: -1, isEditting: false } },
    date: null,
    selfShip: false,
    confirmedRefundPayment: false,
    // A COD order has no online payment to refund to, so it starts on the bank account; a policy
    // that offers neither starts on its first mode.
    refund: {
      mode: modes[0] ?? (isCod ? "bank-account" : "back-to-source"),
      payout: "bank",
      bankDetail: EMPTY_BANK_DETAIL,
      upiDetails: EMPTY_UPI_DETAILS,
    },
    isErrorInCOD: isCod && captureBankDetail,
    pincodeServiceability: { isServiceable: false, isChecked: false, pincodeData: null },
  };
}
