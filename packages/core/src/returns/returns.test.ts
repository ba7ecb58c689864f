import { describe, expect, test } from "vitest";
import { validateRequest } from "../api/request-validation.ts";
import { ReturnRequestBodySchema } from "../api/return-request.ts";
import { imageRequirementOf, isImageRequirementMet, type ImageEntry } from "./image-requirement.ts";
import { ORDER_ID_RETURN_AUTHORIZATION, orderIdentifierName, orderIdentifierParam } from "./order-identifier.ts";
import { testMessageTexts } from "../testing/index.ts";
import { REFUND_MODE_LABEL, type RefundMode } from "./refund-mode.ts";
import { isBankDetailValid, isUpiError } from "./refund-rules.ts";
import { returnFlowReducer, type ReturnFlowAction } from "./return-flow-reducer.ts";
import {
  canSubmitReturn,
  entryErrors,
  isProductReturnable,
  isRefundValid,
  refundCheck,
  requestEntries,
  storeCreditSummary,
  toReturnRequestBody,
} from "./return-flow-selectors.ts";
import { initialReturnFlowState, type ReturnFlowInit, type ReturnFlowState } from "./return-flow-state.ts";
import { clampReturnQuantity, defaultReturnQuantity, returnableQuantity, unitsReturnedBefore } from "./returnable-quantity.ts";

const products = [
  { id: 11, price: 500, eligible_quantity_can_be_return: 3, store_credits_used: 50, final_amount_paid: 450, collection_point_id: 7 },
  { id: 12, price: 200, eligible_quantity_can_be_return: 1, store_credits_used: 0, final_amount_paid: 200 },
  { id: 13, price: 100, eligible_quantity_can_be_return: 2, store_credits_used: 0, final_amount_paid: 100 },
];
// Item 13 was fully returned before; item 11 once.
const previousReturns = [
  { item_ids: [13, 11], return_ids: [1, 2] },
  { item_ids: [13], return_ids: [3] },
];
const bank = { name: "Asha Rao", accountNumber: "0012345678", ifsccode: "HDFC0001234", bankName: "HDFC", branchName: "Pune", routingNumber: "", iban: "" };

function run(init: Partial<ReturnFlowInit>, ...actions: ReturnFlowAction[]): ReturnFlowState {
  return actions.reduce(returnFlowReducer, initialReturnFlowState({ products, previousReturns, ...init }));
}

const image = (name: string, s3Url = ""): ImageEntry => ({ name, preUrl: `blob:${name}`, rawFile: null, url: "https://s3/b", fields: {}, s3Url });

describe("order identifier (return_authorization_id 5)", () => {
  test.each<[number | null | undefined, string]>([
    [5, "order_id"],
    [4, "reference_number"],
    [0, "reference_number"],
    [null, "reference_number"],
    [undefined, "reference_number"],
  ])("%s identifies orders by %s", (id, name) => {
    expect(orderIdentifierName(id)).toBe(name);
  });

  test("as a query parameter", () => {
    expect(orderIdentifierParam(ORDER_ID_RETURN_AUTHORIZATION, "A1")).toEqual({ order_id: "A1" });
    expect(orderIdentifierParam(1, "A1")).toEqual({ reference_number: "A1" });
  });
});

describe("returnable quantity", () => {
  test("earlier returns count one unit per listed item id", () => {
    expect(unitsReturnedBefore(13, previousReturns)).toBe(2);
    expect(unitsReturnedBefore(11, previousReturns)).toBe(1);
    expect(unitsReturnedBefore(12, previousReturns)).toBe(0);
  });

  test.each([
    [11, 2],
    [12, 1],
    [13, 0],
  ])("item %i may still return %i", (id, units) => {
    const product = products.find((p) => p.id === id);
    if (!product) throw new Error("product");
    expect(returnableQuantity(product, previousReturns)).toBe(units);
  });

  test.each<[number, boolean, number]>([
    [3, true, 3],
    [3, false, 1],
    [1, true, 1],
    [0, false, 0],
    [0, true, 0],
  ])("returnable %i, quantity_lock %s -> starts at %i", (returnable, lock, quantity) => {
    expect(defaultReturnQuantity(returnable, lock)).toBe(quantity);
  });

  test.each<[number, number, number]>([
    [5, 3, 3],
    [0, 3, 1],
    [-2, 3, 1],
    [2.7, 3, 2],
    [Number.NaN, 3, 1],
    [1, 0, 0],
  ])("clamp %d to 1..%i = %i", (quantity, returnable, expected) => {
    expect(clampReturnQuantity(quantity, returnable)).toBe(expected);
  });
});

describe("return flow: products", () => {
  test("starts at step 1 of 3 with nothing selected", () => {
    const state = run({});
    expect(state.step).toEqual({ current: 1, reached: 1 });
    expect(state.action).toEqual({ isReturnClk: false, activeIndex: -1, canGoToAddress: false, address: { select: 0, edit: -1, isEditting: false } });
    expect(state.request).toEqual({});
  });

  test("clicking a product selects it with a default entry of quantity 1", () => {
    const state = run({}, { type: "toggle-product", index: 0 });
    expect(state.action.activeIndex).toBe(0);
    expect(state.request[11]).toMatchObject({
      itemId: 11,
      quantity: 1,
      price: 500,
      store_credits_used: 50,
      final_amount_paid: 450,
      collection_point_id: 7,
      thisProdVariant: null,
      reasonId: null,
    });
  });

  test("with quantity_lock the entry takes every returnable unit, and the quantity cannot change", () => {
    const state = run({ quantityLock: true }, { type: "toggle-product", index: 0 }, { type: "set-quantity", itemId: 11, quantity: 1 });
    expect(state.request[11]?.quantity).toBe(2);
  });

  test("clicking the product again clears it and sets activeIndex -1", () => {
    const state = run({}, { type: "toggle-product", index: 0 }, { type: "toggle-product", index: 0 });
    expect(state.action.activeIndex).toBe(-1);
    expect(state.request[11]).toBeUndefined();
  });

  test("a product with nothing left to return cannot be selected", () => {
    const state = run({}, { type: "toggle-product", index: 2 });
    expect(isProductReturnable(state, 13)).toBe(false);
    expect(state.request[13]).toBeUndefined();
    expect(state.action.activeIndex).toBe(-1);
  });

  test("an unknown index changes nothing", () => {
    const before = run({});
    expect(returnFlowReducer(before, { type: "toggle-product", index: 9 })).toBe(before);
  });

  test("quantity stays within what may be returned", () => {
    const state = run({}, { type: "toggle-product", index: 0 }, { type: "set-quantity", itemId: 11, quantity: 9 });
    expect(state.request[11]?.quantity).toBe(2);
  });

  test("adding a product clears the active index and allows the address step", () => {
    const state = run({}, { type: "toggle-product", index: 0 }, { type: "add-product" });
    expect(state.action.activeIndex).toBe(-1);
    expect(state.action.canGoToAddress).toBe(true);
  });

  test("removing the last product closes the address step again", () => {
    const state = run({}, { type: "toggle-product", index: 0 }, { type: "add-product" }, { type: "toggle-product", index: 0 });
    expect(state.action.canGoToAddress).toBe(false);
  });

  test("a return click sets isReturnClk", () => {
    expect(run({}, { type: "return-click" }).action.isReturnClk).toBe(true);
  });

  test("entries list in product order", () => {
    const state = run({}, { type: "toggle-product", index: 1 }, { type: "toggle-product", index: 0 });
    expect(requestEntries(state).map((e) => e.itemId)).toEqual([11, 12]);
  });
});

describe("return flow: steps", () => {
  test("cannot leave step 1 before a product is added", () => {
    expect(run({}, { type: "go-to-step", step: 2 }).step).toEqual({ current: 1, reached: 1 });
  });

  test("moves one step at a time and back to any reached step", () => {
    const ready: ReturnFlowAction[] = [{ type: "toggle-product", index: 0 }, { type: "add-product" }];
    expect(run({}, ...ready, { type: "go-to-step", step: 3 }).step).toEqual({ current: 1, reached: 1 });
    const at3 = run({}, ...ready, { type: "go-to-step", step: 2 }, { type: "go-to-step", step: 3 });
    expect(at3.step).toEqual({ current: 3, reached: 3 });
    expect(returnFlowReducer(at3, { type: "go-to-step", step: 1 }).step).toEqual({ current: 1, reached: 3 });
  });
});

describe("return flow: address and pincode", () => {
  test("select, edit and stop editing", () => {
    const state = run({}, { type: "select-address", index: 2 }, { type: "edit-address", index: 2 });
    expect(state.action.address).toEqual({ select: 2, edit: 2, isEditting: true });
    expect(returnFlowReducer(state, { type: "stop-editing-address" }).action.address).toEqual({ select: 2, edit: -1, isEditting: false });
  });

  test("a pincode check is recorded, and choosing another address clears it", () => {
    const pincodeData = { pincode: "411001", city: "Pune", state: "MH", country: "IN" };
    const checked = run({}, { type: "pincode-checked", isServiceable: true, pincodeData });
    expect(checked.pincodeServiceability).toEqual({ isServiceable: true, isChecked: true, pincodeData });
    expect(returnFlowReducer(checked, { type: "select-address", index: 1 }).pincodeServiceability.isChecked).toBe(false);
  });
});

describe("refund rules (product rules §4)", () => {
  testMessageTexts(REFUND_MODE_LABEL, {
    "back-to-source": "Original payment method",
    "bank-account": "Bank account",
    "store-credit": "Store credits",
    "store-credit-voucher": "Store credit voucher",
  });

  test("COD + bank capture: isErrorInCOD stays true until the bank details are valid; the refund stays on that bank account", () => {
    let state = run({ orderType: "cod", captureBankDetail: true });
    expect(state.isErrorInCOD).toBe(true);
    expect(state.refund.mode).toBe("bank-account");
    state = returnFlowReducer(state, { type: "set-bank-detail", patch: { ...bank, ifsccode: "BAD" } });
    expect(state.isErrorInCOD).toBe(true);
    expect(isRefundValid(state)).toBe(false);
    state = returnFlowReducer(state, { type: "set-bank-detail", patch: { ifsccode: "HDFC0001234" } });
    expect(state.isErrorInCOD).toBe(false);
    expect(state.refund.mode).toBe("bank-account");
    expect(isRefundValid(state)).toBe(true);
  });

  test.each<[string, boolean, boolean]>([
    ["COD", false, false],
    ["PREPAID", true, false],
    ["", true, false],
  ])("order type %j with capture %s: no COD error", (orderType, captureBankDetail, error) => {
    expect(run({ orderType, captureBankDetail }).isErrorInCOD).toBe(error);
  });

  test("resetting bank details brings the COD error back", () => {
    const state = run({ orderType: "COD", captureBankDetail: true }, { type: "set-bank-detail", patch: bank }, { type: "reset-bank-detail" });
    expect(state.isErrorInCOD).toBe(true);
    expect(state.refund.bankDetail.name).toBe("");
  });

  test.each<[object, boolean]>([
    [{ upiName: "", upiId: "" }, true],
    [{ upiName: "Asha", upiId: "" }, true],
    [{ upiName: "", upiId: "asha@ok" }, true],
    [{ upiName: " ", upiId: "asha@ok" }, true],
    [{ upiName: "Asha", upiId: "asha@ok" }, false],
    [{ upiName: "Asha", upiId: "asha.ok" }, true],
  ])("UPI %j in error: %s", (upi, error) => {
    expect(isUpiError({ upiName: "", upiId: "", ...upi })).toBe(error);
  });

  test("a bank-account refund needs valid bank details or UPI, by payout", () => {
    let state = run({}, { type: "set-refund-mode", mode: "bank-account" });
    expect(refundCheck(state).bank).toMatchObject({ name: "account-holder", ifsccode: "ifsc" });
    state = returnFlowReducer(state, { type: "set-bank-detail", patch: bank });
    expect(isRefundValid(state)).toBe(true);
    expect(state.refund.mode).toBe("bank-account");
    state = returnFlowReducer(state, { type: "set-payout", payout: "upi" });
    expect(refundCheck(state)).toEqual({ bank: {}, upi: { upiName: "upi-name", upiId: "upi-id" }, cod: false });
    state = returnFlowReducer(state, { type: "set-upi-details", patch: { upiName: "Asha", upiId: "asha" } });
    expect(refundCheck(state).upi).toEqual({ upiId: "upi-id-shape" });
    state = returnFlowReducer(state, { type: "set-upi-details", patch: { upiName: "Asha", upiId: "asha@ok" } });
    expect(isRefundValid(state)).toBe(true);
    expect(returnFlowReducer(state, { type: "reset-upi-details" }).refund.upiDetails).toEqual({ upiName: "", upiId: "" });
  });

  test.each<RefundMode>(["back-to-source", "store-credit", "store-credit-voucher"])("%s needs no details", (mode) => {
    expect(isRefundValid(run({}, { type: "set-refund-mode", mode }))).toBe(true);
  });

  test("bank validity", () => {
    expect(isBankDetailValid(bank)).toBe(true);
    expect(isBankDetailValid({ ...bank, branchName: "" })).toBe(false);
    expect(isBankDetailValid({ ...bank, accountNumber: "12AB5678901" })).toBe(false);
  });

  test("a self-ship names the pincode couriers refused, so the server sees why it is open", () => {
    const address = { name: "", phone: "", email: "", address: "", pincode: "744101", city: "", state: "", country: "IN" };
    const selfShip = run({}, { type: "set-self-ship", selfShip: true });
    expect(toReturnRequestBody(selfShip, { domain: "d", address }).pickup).toEqual({ type: "self-ship" });
    const refused = returnFlowReducer(selfShip, { type: "pincode-checked", isServiceable: false, pincodeData: null });
    expect(toReturnRequestBody(refused, { domain: "d", address }).pickup).toEqual({ type: "self-ship", pincode: "744101" });
  });

  test("the request body carries only the details the refund needs", () => {
    const bankAccount = run({}, { type: "set-refund-mode", mode: "bank-account" }, { type: "set-bank-detail", patch: bank });
    const body = (state: ReturnFlowState) =>
      toReturnRequestBody(state, { domain: "d", address: { name: "", phone: "", email: "", address: "", pincode: "", city: "", state: "", country: "" } })
        .refund;
    expect(body(bankAccount)).toEqual({ mode: "bank-account", bank_detail: bank });
    expect(body(returnFlowReducer(bankAccount, { type: "set-payout", payout: "upi" }))).toEqual({
      mode: "bank-account",
      upi_details: { upiName: "", upiId: "" },
    });
    expect(body(returnFlowReducer(bankAccount, { type: "set-refund-mode", mode: "store-credit" }))).toEqual({ mode: "store-credit" });
  });
});

describe("store credit", () => {
  const selected: ReturnFlowAction[] = [
    { type: "toggle-product", index: 0 },
    { type: "set-quantity", itemId: 11, quantity: 2 },
    { type: "toggle-product", index: 1 },
  ];

  test("amounts are per unit times quantity; credits used come back as credit", () => {
    expect(storeCreditSummary(run({}, ...selected))).toEqual({
      totalCredit: 100,
      totalAmountPaid: 1100,
      hasStoreCredit: true,
      allInCredit: false,
      refundAsCredit: 100,
      refundAsMoney: 1100,
    });
  });

  test.each<RefundMode>(["store-credit", "store-credit-voucher"])("%s takes it all in credit", (mode) => {
    expect(storeCreditSummary(run({}, ...selected, { type: "set-refund-mode", mode }))).toMatchObject({
      allInCredit: true,
      refundAsCredit: 1200,
      refundAsMoney: 0,
    });
  });

  test("no store credit used", () => {
    expect(storeCreditSummary(run({}, { type: "toggle-product", index: 1 })).hasStoreCredit).toBe(false);
  });
});

describe("images per reason", () => {
  test.each<[{ imageRequired: boolean; imageQuantity: number } | undefined, boolean, number]>([
    [{ imageRequired: true, imageQuantity: 3 }, true, 3],
    [{ imageRequired: true, imageQuantity: 0 }, true, 1],
    [{ imageRequired: false, imageQuantity: 3 }, false, 0],
    [undefined, false, 0],
  ])("%j -> required %s, minimum %i", (rule, required, minimum) => {
    expect(imageRequirementOf(rule)).toEqual({ required, minimum });
  });

  test("only uploaded images count", () => {
    const need2 = { required: true, minimum: 2 };
    expect(isImageRequirementMet([image("a", "https://s3/b/a"), image("b")], need2)).toBe(false);
    expect(isImageRequirementMet([image("a", "https://s3/b/a"), image("b", "https://s3/b/b")], need2)).toBe(true);
  });

  test("upload lifecycle: added, uploading, stored (204), failure swallowed, removed", () => {
    let state = run({}, { type: "toggle-product", index: 0 }, { type: "image-added", itemId: 11, image: image("a.png") });
    state = returnFlowReducer(state, { type: "image-upload-started", itemId: 11 });
    expect(state.request[11]?.isUploading).toBe(true);
    state = returnFlowReducer(state, { type: "image-uploaded", itemId: 11, name: "a.png", s3Url: "https://s3/b/a.png" });
    expect(state.request[11]?.isUploading).toBe(false);
    expect(state.request[11]?.images[0]?.s3Url).toBe("https://s3/b/a.png");
    state = returnFlowReducer(state, { type: "image-added", itemId: 11, image: image("b.png") });
    state = returnFlowReducer(state, { type: "image-upload-failed", itemId: 11, name: "b.png" });
    expect(state.request[11]?.images.map((i) => i.s3Url)).toEqual(["https://s3/b/a.png", ""]);
    state = returnFlowReducer(state, { type: "image-removed", itemId: 11, name: "a.png" });
    expect(state.request[11]?.images.map((i) => i.name)).toEqual(["b.png"]);
    expect(returnFlowReducer(state, { type: "reset-images" }).request[11]?.images).toEqual([]);
  });

  test("entry errors: a reason first, then the photos its reason needs", () => {
    const rules = (id: number) => (id === 1 ? { imageRequired: true, imageQuantity: 1 } : { imageRequired: false, imageQuantity: 0 });
    const state = run({}, { type: "toggle-product", index: 0 });
    const entry = state.request[11];
    if (!entry) throw new Error("entry");
    expect(entryErrors(entry, rules)).toEqual({ reason: "option" });
    expect(entryErrors({ ...entry, reasonId: 1 }, rules)).toEqual({ images: "image-count" });
    expect(entryErrors({ ...entry, reasonId: 2 }, rules)).toEqual({});
  });
});

describe("resets", () => {
  test("variants", () => {
    const variant = { id: 5, title: "Blue", inventory_quantity: 2 };
    const state = run({}, { type: "toggle-product", index: 0 }, { type: "set-variant", itemId: 11, variant });
    expect(state.request[11]?.thisProdVariant).toEqual(variant);
    expect(returnFlowReducer(state, { type: "reset-variants" }).request[11]?.thisProdVariant).toBeNull();
  });

  test("the whole return, keeping what the order allows", () => {
    const state = run(
      { quantityLock: true },
      { type: "toggle-product", index: 0 },
      { type: "add-product" },
      { type: "go-to-step", step: 2 },
      { type: "reset-return" },
    );
    expect(state.request).toEqual({});
    expect(state.step).toEqual({ current: 1, reached: 1 });
    expect(state.policy.returnable).toEqual({ 11: 2, 12: 1, 13: 0 });
    expect(state.policy.quantityLock).toBe(true);
  });
});

describe("submitting", () => {
  const rules = () => ({ imageRequired: false, imageQuantity: 0 });
  const ready: ReturnFlowAction[] = [
    { type: "toggle-product", index: 0 },
    { type: "set-reason", itemId: 11, reasonId: 3, subReasonId: 31 },
    { type: "add-product" },
    { type: "set-date", date: "2024-05-05" },
  ];

  test("can submit once items have reasons, a date is set and the refund is valid", () => {
    expect(canSubmitReturn(run({}), rules)).toBe(false);
    expect(canSubmitReturn(run({}, ...ready), rules)).toBe(true);
    expect(canSubmitReturn(run({}, ...ready.slice(0, 3)), rules)).toBe(false);
    expect(canSubmitReturn(run({}, ...ready.slice(0, 3), { type: "set-self-ship", selfShip: true }), rules)).toBe(true);
    expect(canSubmitReturn(run({ orderType: "COD", captureBankDetail: true }, ...ready), rules)).toBe(false);
  });

  test("builds a body the API accepts", () => {
    const state = run({ orderType: "COD", captureBankDetail: true }, ...ready, { type: "set-bank-detail", patch: bank });
    const body = toReturnRequestBody(state, {
      domain: "acme",
      awb: "W1",
      address: { name: "Asha", address: "12 MG Road", pincode: "411001", phone: "", email: "", city: "Pune", state: "MH", country: "IN" },
    });
    expect(body.items).toEqual([{ item_id: 11, quantity: 1, reason_id: 3, sub_reason_id: 31, comment: "", images: [] }]);
    expect(body.pickup).toMatchObject({ type: "pickup", date: "2024-05-05" });
    expect(body.refund).toEqual({ mode: "bank-account", bank_detail: bank });
    expect(validateRequest(ReturnRequestBodySchema, body).ok).toBe(true);
  });
});
