import { describe, expect, test } from "vitest";
import { apiFail, apiOk, type PostalAddress, type ReturnRequestResult } from "@portal/core/api";
import { createReturnFlowStore, type FlowStorage } from "./return-flow-store.ts";

// Two products as return-info sends them (amounts in the order's currency); the first has
// one of its two units in an earlier return.
const init = {
  products: [
    { id: 11, price: 1000, eligible_quantity_can_be_return: 2, store_credits_used: 100, final_amount_paid: 900 },
    { id: 12, price: 500, eligible_quantity_can_be_return: 3, store_credits_used: 0, final_amount_paid: 500 },
  ],
  previousReturns: [{ item_ids: [11] }],
};
const home: PostalAddress = {
  name: "Asha Rao",
  phone: "9845012345",
  email: "",
  address: "Flat 402, Lotus Residency",
  pincode: "411001",
  city: "Pune",
  state: "Maharashtra",
  country: "IN",
};

function memoryStorage(): FlowStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const placed: ReturnRequestResult = {
  return_id: "RET-1",
  feed_id: "RET-1",
  return_ids: ["RET-1-1"],
  status: "PLACED",
  kind: "return",
  refund: null,
  replayed: false,
};

describe("return flow store", () => {
  test("choices survive a reload of the page (a new store on the same storage); bank details do not", () => {
    const storage = memoryStorage();
    const config = { init, addresses: [home], storage, storageKey: "return:u-1", newRequestId: () => "req-00000001" };
    const first = createReturnFlowStore(config);
    const { dispatch } = first.getState();
    dispatch({ type: "toggle-product", index: 1 });
    dispatch({ type: "set-quantity", itemId: 12, quantity: 2 });
    dispatch({ type: "set-reason", itemId: 12, reasonId: 1, subReasonId: 101 });
    dispatch({ type: "add-product" });
    dispatch({ type: "go-to-step", step: 2 });
    first.getState().addAddress({ ...home, address: "Office 7, Baner Road" });
    dispatch({ type: "set-bank-detail", patch: { accountNumber: "50100123456789" } });

    const again = createReturnFlowStore({ ...config, newRequestId: () => "req-00000002" });
    const state = again.getState();
    expect(state.flow.step).toEqual({ current: 2, reached: 2 });
    expect(state.flow.request[12]).toMatchObject({ quantity: 2, reasonId: 1, subReasonId: 101 });
    expect(state.addresses.map((a) => a.address)).toEqual(["Flat 402, Lotus Residency", "Office 7, Baner Road"]);
    expect(state.flow.action.address.select).toBe(1);
    expect(state.submission.clientRequestId).toBe("req-00000001");
    expect(state.flow.refund.bankDetail.accountNumber).toBe("");
    expect([...storage.data.values()].join()).not.toContain("50100123456789");

    // What the server rendered (no storage there): the initial state, which React hydrates from.
    const served = createReturnFlowStore({ ...config, storage: undefined, newRequestId: () => "req-00000003" }).getState();
    expect(again.getInitialState().flow).toEqual(served.flow);
    expect(again.getInitialState().addresses).toEqual(served.addresses);
  });

  test("a tampered copy cannot exceed the rules: quantities clamp, unknown items and unreached steps drop", () => {
    const storage = memoryStorage();
    storage.setItem(
      "portal:return-flow:return:u-1",
      JSON.stringify({
        version: 1,
        items: [
          { itemId: 11, quantity: 9, reasonId: 1, subReasonId: null, comment: "", variantId: null, images: [] },
          { itemId: 99, quantity: 1, reasonId: 1, subReasonId: null, comment: "", variantId: null, images: [] },
        ],
        reached: 3,
        current: 3,
        date: null,
        selfShip: false,
        refundMode: "back-to-source",
        payout: "bank",
        selectedAddress: 0,
        addedAddresses: [],
        clientRequestId: "req-x",
      }),
    );
    const state = createReturnFlowStore({ init, addresses: [home], storage, storageKey: "return:u-1" }).getState();
    expect(Object.keys(state.flow.request)).toEqual(["11"]);
    // One of the two units went in an earlier return.
    expect(state.flow.request[11]?.quantity).toBe(1);
    expect(state.flow.step.reached).toBe(3);
    storage.setItem("portal:return-flow:return:u-2", "{not json");
    expect(createReturnFlowStore({ init, addresses: [], storage, storageKey: "return:u-2" }).getState().flow.step).toEqual({ current: 1, reached: 1 });
  });

  test("submit once: a second click while sending is refused; a failure keeps the request id for the retry; success forgets the copy", () => {
    const storage = memoryStorage();
    const store = createReturnFlowStore({ init, addresses: [home], storage, storageKey: "return:u-1", newRequestId: () => "req-00000001" });
    store.getState().dispatch({ type: "toggle-product", index: 1 });
    expect(store.getState().beginSubmit()).toEqual({ go: true, clientRequestId: "req-00000001" });
    expect(store.getState().beginSubmit()).toEqual({ go: false, why: "busy" });
    expect(store.getState().submission.blockedAttempts).toBe(1);
    store.getState().finishSubmit(apiFail({ kind: "network", message: "The server could not be reached." }));
    expect(store.getState().submission).toMatchObject({ status: "failed", error: "The server could not be reached." });
    expect(store.getState().beginSubmit()).toEqual({ go: true, clientRequestId: "req-00000001" });
    store.getState().finishSubmit(apiOk(placed));
    expect(store.getState().submission).toMatchObject({ status: "submitted", result: placed });
    expect(store.getState().beginSubmit()).toEqual({ go: false, why: "done" });
    expect(storage.data.size).toBe(0);
  });
});
