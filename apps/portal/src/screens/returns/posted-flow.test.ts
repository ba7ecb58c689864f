import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { ReturnOrderSchema, ReturnReasonsResultSchema } from "@portal/core/api";
import { requestEntries } from "@portal/core/returns";
import type { Theme } from "@portal/core/theme";
import type { PortalInitialState } from "../../state/initial-state.ts";
import { flowReasons, type FlowData } from "./flow-data.ts";
import { mergeDraftFields, postedFlow, postedReturnRequest, renderedFields, returnRequestBodyOf } from "./posted-flow.ts";

// The return flow's no-script steps (issue 33 item 18): the fields the page's forms post,
// rebuilt into the flow and checked as the script's Continue checks them. Order and reasons
// are shaped as the demo seed's return-info and return-reasons answer them (apps/server seed).

const order = v.parse(ReturnOrderSchema, {
  order_id: "BH-70115",
  awb: "BAN-DLV-032",
  order_type: "PREPAID",
  item_info: [{ id: 400021, title: "Ceramic Dinner Set", price: 3799, final_amount_paid: 3799, eligible_quantity_can_be_return: 1 }],
  addresses: [
    {
      name: "Farah Qureshi",
      phone: "9831054321",
      email: "",
      address: "18B Ballygunge Place",
      pincode: "700019",
      city: "Kolkata",
      state: "West Bengal",
      country: "IN",
    },
  ],
});
const reasons = v.parse(ReturnReasonsResultSchema, {
  return_reasons: [{ id: 1, name: "Size or fit issue", active: true, imageRequired: false, imageQuantity: 0 }],
  returnReasonsWithSubReason: [
    { id: 1, reason_name: "Size or fit issue", imageRequired: false, imageQuantity: 0, sub_reasons: [{ id: 101, name: "Too small" }] },
  ],
  exchangeInstructions: "",
});
const data: FlowData = {
  kind: "return",
  order,
  reasons: flowReasons(reasons),
  exchangeInstructions: "",
  exchangeInstructionsTranslations: {},
  variants: {},
};
const theme: Theme = { name: "banyan", tokens: {}, config: { country: "IN", time_zone: "Asia/Kolkata" }, meta_data: {} };
// 10:00 in Kolkata on Saturday 5 December: the pickup dates offered start on Monday the 7th.
const NOW = new Date("2026-12-05T04:30:00.000Z");

const STEP_1 = { return_step: "1", "item-400021": "on", "reason-400021": "1", "sub-reason-400021": "101", "comment-400021": "Chipped plate" };

describe("a step posted without script", () => {
  test("nothing ticked: step 1 again, its complaint shown", () => {
    const outcome = postedFlow(data, theme, { return_step: "1", intent: "continue" }, NOW);
    expect([outcome.flow.step.current, outcome.showErrors, outcome.ready]).toEqual([1, true, false]);
  });

  test("a box ticked now opens its fields without complaints; a reason left empty after that is marked", () => {
    const ticked = postedFlow(data, theme, { return_step: "1", "item-400021": "on", intent: "continue" }, NOW);
    expect([ticked.flow.step.current, ticked.showErrors]).toEqual([1, false]);
    expect(requestEntries(ticked.flow).map((e) => e.itemId)).toEqual([400021]);
    const empty = postedFlow(data, theme, { return_step: "1", "item-400021": "on", "reason-400021": "", intent: "continue" }, NOW);
    expect([empty.flow.step.current, empty.showErrors]).toEqual([1, true]);
    // The sub reasons appear with the reason: not yet wrong when first shown.
    const reason = postedFlow(data, theme, { return_step: "1", "item-400021": "on", "reason-400021": "1", intent: "continue" }, NOW);
    expect([reason.flow.step.current, reason.showErrors]).toEqual([1, false]);
  });

  test("a complete step 1 leads to step 2; a date not offered keeps step 2 with its complaint; back keeps everything", () => {
    expect(postedFlow(data, theme, { ...STEP_1, intent: "continue" }, NOW).flow.step.current).toBe(2);
    const noDate = postedFlow(data, theme, { ...STEP_1, return_step: "2", "pickup-address": "0", "pickup-date": "2026-11-01", intent: "continue" }, NOW);
    expect([noDate.flow.step.current, noDate.showErrors]).toEqual([2, true]);
    const back = postedFlow(data, theme, { ...STEP_1, return_step: "2", intent: "back" }, NOW);
    expect(back.flow.step.current).toBe(1);
    expect(requestEntries(back.flow)[0]).toMatchObject({ reasonId: 1, subReasonId: 101, comment: "Chipped plate" });
  });

  test("a step past what the fields allow is not reached (a forged return_step)", () => {
    const forged = postedFlow(data, theme, { return_step: "3", intent: "submit", "refund-mode": "store-credit" }, NOW);
    expect([forged.flow.step.current, forged.ready]).toEqual([1, false]);
  });

  test("the last step: a bank refund without its details is refused; with them it is the script's request", () => {
    const base = {
      ...STEP_1,
      "pickup-address": "0",
      "pickup-date": "2026-12-07",
      return_step: "3",
      intent: "submit",
      "refund-mode": "bank-account",
      payout: "bank",
    };
    // Bank chosen now (its fields were not on the page yet): they open, unmarked; left empty after that, they are marked.
    const opened = postedFlow(data, theme, base, NOW);
    expect([opened.flow.step.current, opened.showErrors, opened.ready]).toEqual([3, false, false]);
    const refused = postedFlow(data, theme, { ...base, name: "", accountNumber: "" }, NOW);
    expect([refused.flow.step.current, refused.showErrors, refused.ready]).toEqual([3, true, false]);
    const bank = { name: "Meera Iyer", accountNumber: "50100123456789", ifsccode: "hdfc0000001", bankName: "HDFC Bank", branchName: "Adyar" };
    const fields = { ...base, ...bank };
    expect(postedFlow(data, theme, fields, NOW).ready).toBe(true);
    const state = {
      brand: { subdomain: "banyan" },
      theme,
      screenData: { href: "/en/returns", data: { screen: "returns", data: { status: "ready", flow: data } } },
      posted: { form: "returns", values: fields, message: "" },
    };
    const body = postedReturnRequest(state as unknown as PortalInitialState, NOW);
    expect(body).toMatchObject({
      domain: "banyan",
      order_id: "BH-70115",
      items: [{ item_id: 400021, quantity: 1, reason_id: 1, sub_reason_id: 101, comment: "Chipped plate" }],
      pickup: { type: "pickup", date: "2026-12-07", address: { name: "Farah Qureshi" } },
      refund: { mode: "bank-account", bank_detail: { ...bank, ifsccode: "HDFC0000001" } },
    });
    // Another screen's post, or an exchange form on a return page, places nothing.
    expect(postedReturnRequest({ ...state, posted: { ...state.posted, form: "exchange" } } as unknown as PortalInitialState, NOW)).toBeUndefined();
  });
});

describe("an exchange posted without script", () => {
  const exchange: FlowData = { ...data, kind: "exchange", variants: { 400021: [{ id: "v-l", title: "Large", inventory_quantity: 3 }] } };

  test("the sizes open with the reason; a size left unchosen is marked; one chosen leads on and is in the request", () => {
    const opened = postedFlow(exchange, theme, { ...STEP_1, "reason-400021": "", "sub-reason-400021": "" }, NOW);
    expect([opened.flow.step.current, opened.showErrors]).toEqual([1, true]);
    const noSize = postedFlow(exchange, theme, { ...STEP_1, intent: "continue" }, NOW);
    expect([noSize.flow.step.current, noSize.showErrors]).toEqual([1, true]);
    const sized = postedFlow(exchange, theme, { ...STEP_1, "variant-400021": "v-l", intent: "continue" }, NOW);
    expect(sized.flow.step.current).toBe(2);
    // A size the item does not have is no size.
    expect(postedFlow(exchange, theme, { ...STEP_1, "variant-400021": "v-xxl", intent: "continue" }, NOW).flow.step.current).toBe(1);
    const last = { ...STEP_1, "variant-400021": "v-l", return_step: "3", intent: "submit", "pickup-address": "0", "pickup-date": "2026-12-07" };
    const placed = postedFlow(exchange, theme, last, NOW);
    expect(placed.ready).toBe(true);
    const body = returnRequestBodyOf(placed.flow, exchange, exchange.order.addresses, "banyan");
    expect(body.items).toEqual([expect.objectContaining({ item_id: 400021, exchange_variant_id: "v-l" })]);
    expect("refund" in body).toBe(false);
  });
});

describe("the draft the server keeps", () => {
  test("a step's post replaces that step's fields (an unticked box is gone) and keeps the others'", () => {
    const draft = { ...STEP_1, "pickup-date": "2026-12-07" };
    const merged = mergeDraftFields(draft, { return_step: "1", "item-400021": "on", "reason-400021": "1", intent: "continue" });
    expect(merged).toEqual({ "item-400021": "on", "reason-400021": "1", "pickup-date": "2026-12-07" });
    expect(mergeDraftFields(merged, { return_step: "1", intent: "continue" })).toEqual({ "pickup-date": "2026-12-07" });
  });

  test("refund account details and unknown fields never enter the draft; the page gets the details back once", () => {
    const posted = { return_step: "3", "refund-mode": "bank-account", accountNumber: "50100123456789", upiId: "meera@upi", evil: "x", intent: "submit" };
    const merged = mergeDraftFields({}, posted);
    expect(merged).toEqual({ "refund-mode": "bank-account" });
    expect(renderedFields(merged, posted)).toEqual({
      "refund-mode": "bank-account",
      accountNumber: "50100123456789",
      upiId: "meera@upi",
      return_step: "3",
      intent: "submit",
    });
  });

  // Step 2's new address (no script): the editor's buttons, core's checks, the saved copy riding along.
  const STEP_2 = { return_step: "2", "pickup-kind": "pickup", "pickup-address": "0", "pickup-date": "2026-12-07" };
  const TYPED = {
    "new-address-name": " Farah Qureshi ",
    "new-address-phone": "+91 98310 54321",
    "new-address-address": "4 Park Street, second floor",
    "new-address-pincode": "700016",
    "new-address-city": "Kolkata",
    "new-address-state": "West Bengal",
    "address-editing": "1",
  };

  test("Add opens an empty form with nothing marked; Continue while it is open is refused and keeps what was typed", () => {
    const opened = postedFlow(data, theme, { ...STEP_1, ...STEP_2, intent: "add-address" }, NOW);
    expect([opened.flow.step.current, opened.showErrors, opened.editor?.showErrors, opened.editor?.values.name]).toEqual([2, false, false, ""]);
    const unsaved = postedFlow(data, theme, { ...STEP_1, ...STEP_2, ...TYPED, intent: "continue" }, NOW);
    expect([unsaved.flow.step.current, unsaved.showErrors, unsaved.editor?.values.address]).toEqual([2, true, "4 Park Street, second floor"]);
  });

  test("Save with an issue keeps the form open and marked; a good Save adds the address as the script saves it, chosen", () => {
    const refused = postedFlow(data, theme, { ...STEP_1, ...STEP_2, ...TYPED, "new-address-pincode": "7001", intent: "save-address" }, NOW);
    expect([refused.flow.step.current, refused.editor?.showErrors, refused.addresses.length]).toEqual([2, true, 1]);
    const saved = postedFlow(data, theme, { ...STEP_1, ...STEP_2, ...TYPED, intent: "save-address" }, NOW);
    expect([saved.flow.step.current, saved.editor, saved.flow.action.address.select]).toEqual([2, null, 1]);
    expect(saved.addresses[1]).toMatchObject({ name: "Farah Qureshi", phone: "9831054321", pincode: "700016", country: "IN" });
    // Carried as its hidden copy, it is chosen and placed with the request.
    const added = Object.fromEntries(
      Object.entries(TYPED)
        .filter(([k]) => k.startsWith("new-address-"))
        .map(([k, value]) => [k.replace("new-address-", "added-address-"), value]),
    );
    const onward = postedFlow(data, theme, { ...STEP_1, ...STEP_2, ...added, "pickup-address": "1", intent: "continue" }, NOW);
    expect(onward.flow.step.current).toBe(3);
    expect(returnRequestBodyOf(onward.flow, data, onward.addresses, "banyan").pickup).toMatchObject({ type: "pickup", address: { pincode: "700016" } });
    // A hidden copy that fails core's checks is no address at all.
    const forged = postedFlow(data, theme, { ...STEP_1, ...STEP_2, ...added, "added-address-phone": "1", "pickup-address": "1", intent: "continue" }, NOW);
    expect([forged.addresses.length, forged.flow.step.current]).toEqual([1, 2]);
  });

  test("the courier check: an unserved answer for the chosen code keeps step 2; one for another code counts for nothing; a post cannot carry it", () => {
    const unserved = postedFlow(data, theme, { ...STEP_1, ...STEP_2, "pickup-serviceability": "700019|0", intent: "continue" }, NOW);
    expect([unserved.flow.step.current, unserved.showErrors, unserved.flow.pincodeServiceability.isChecked]).toEqual([2, true, true]);
    const other = postedFlow(data, theme, { ...STEP_1, ...STEP_2, "pickup-serviceability": "110001|0", intent: "continue" }, NOW);
    expect(other.flow.step.current).toBe(3);
    // Posted by the shopper, it is not a step's field: the draft drops it.
    expect(mergeDraftFields({}, { ...STEP_2, "pickup-serviceability": "700019|1", "ifsc-lookup": "found" })).not.toHaveProperty("pickup-serviceability");
    expect(renderedFields({}, { ...STEP_2, "ifsc-lookup": "found" })).not.toHaveProperty("ifsc-lookup");
  });
});

describe("photos posted without script", () => {
  const URL_1 = "https://banyan.example/api/v1/uploads/banyan/0123456789abcdef0123456789abcdef/plate.png";
  const STEP_1 = { return_step: "1", "item-400021": "on", "reason-400021": "1", "sub-reason-400021": "101", intent: "continue" };

  test("the stored URLs a step carries become the item's uploaded photos, in the request as the script's would be", () => {
    const fields = { ...STEP_1, "photo-urls-400021": `${URL_1} javascript:alert(1)` };
    const outcome = postedFlow(data, theme, fields, NOW);
    expect(outcome.flow.step.current).toBe(2);
    const [entry] = requestEntries(outcome.flow);
    // Only http(s) links are taken (the API then checks they are this order's uploads).
    expect(entry?.images.map((i) => i.s3Url)).toEqual([URL_1]);
    expect(returnRequestBodyOf(outcome.flow, data, outcome.addresses, "banyan").items[0]?.images).toEqual([URL_1]);
  });

  test("a photo the server refused keeps step 1 open; a post cannot carry a refusal or keep one in the draft", () => {
    expect(postedFlow(data, theme, { ...STEP_1, "photo-error-400021": "image-type" }, NOW).flow.step.current).toBe(1);
    expect(mergeDraftFields({}, { ...STEP_1, "photo-error-400021": "image-type", "photo-urls-400021": URL_1 })).toEqual({
      "item-400021": "on",
      "reason-400021": "1",
      "sub-reason-400021": "101",
      "photo-urls-400021": URL_1,
    });
    expect(renderedFields({}, { ...STEP_1, "photo-error-400021": "too-large" })).not.toHaveProperty("photo-error-400021");
  });
});
