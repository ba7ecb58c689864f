import type { PostalAddress, ReturnRequestBody } from "@portal/core/api";
import {
  initialReturnFlowState,
  isRefundValid,
  pickupAddressIssues,
  pickupDateOptions,
  refundPayoutOf,
  requestEntries,
  returnFlowReducer,
  toReturnRequestBody,
  REFUND_MODES,
  type ReturnFlowAction,
  type ReturnFlowInit,
  type ReturnFlowState,
  type ReturnStep,
} from "@portal/core/returns";
import type { Theme } from "@portal/core/theme";
import { brandTimeZone } from "@portal/core/theme";
import { showsPincode } from "@portal/core/country";
import { variantsOf, type FlowData } from "./flow-data.ts";
import { itemErrors, type ItemField } from "./item-errors.ts";
import type { PortalInitialState } from "../../state/initial-state.ts";
import type { ReturnFlowLoad } from "../../data/loaders/load-return-flow.ts";
import type { LoadedScreenData } from "../../data/load-screen-data.ts";
import {
  addressFromFields,
  completeAddressOf,
  emptyAddress,
  ADDED_ADDRESS_PREFIX,
  ADDRESS_EDITING_FIELD,
  ADDRESS_FIELD_PATTERN,
  NEW_ADDRESS_PREFIX,
} from "./posted-address.ts";
import { photoErrorField, postedPhotoUrlsOf } from "./posted-photos.ts";

/**
 * The return flow without JavaScript (issue 33 item 18): each step is a form posted to its own
 * page; the server keeps the steps' fields as a signed draft and renders the page with them.
 * The flow is rebuilt from those fields through core's reducer, and the step's Continue checks
 * exactly what the script's Continue checks, so both paths share one set of rules.
 */

/** The hidden field naming the step a form belongs to, and the button that sent it. */
export const STEP_FIELD = "return_step";
export const INTENT_FIELD = "intent";
/** The draft's client request id (kept by the server, as the script keeps its own): a re-post finds the request it placed. */
export const REQUEST_ID_FIELD = "client_request_id";
export const FLOW_INTENTS = ["continue", "back", "submit", "add-address", "save-address", "cancel-address", "ifsc-lookup", "remove-photo"] as const;
export type FlowIntent = (typeof FLOW_INTENTS)[number];

/** Fields each step's form owns: a post of that step replaces them all (an unticked box sends nothing). */
const STEP_FIELD_PATTERNS = {
  1: /^(?:item|quantity|reason|sub-reason|comment|variant|photo-urls)-\d+$/,
  2: new RegExp(`^(?:pickup-kind|pickup-address|pickup-date|${ADDRESS_FIELD_PATTERN})$`),
  3: /^(?:refund-mode|payout)$/,
} as const satisfies Record<ReturnStep, RegExp>;

/**
 * What couriers answered for the chosen address's postal code, as `<code>|1` (served) or
 * `<code>|0`: set by the server after its own check, never taken from a post or the draft.
 */
export const SERVICEABILITY_FIELD = "pickup-serviceability";

/**
 * What the IFSC lookup answered for the code posted with it ("found" or "unknown"): set by the
 * server after the lookup, which also fills the bank and branch; never taken from a post.
 */
export const IFSC_LOOKUP_FIELD = "ifsc-lookup";
export type PostedIfscLookup = "found" | "unknown";

export function postedIfscLookupOf(values: Record<string, string> | undefined): PostedIfscLookup | undefined {
  const value = values?.[IFSC_LOOKUP_FIELD];
  return value === "found" || value === "unknown" ? value : undefined;
}

/** Refund details the shopper types on step 3: used for the request they post, never kept in the draft. */
const PAYOUT_FIELDS = /^(?:name|accountNumber|ifsccode|bankName|branchName|routingNumber|iban|upiName|upiId)$/;

export function stepOfField(value: string | undefined): ReturnStep {
  return value === "2" ? 2 : value === "3" ? 3 : 1;
}

export function intentOf(value: string | undefined): FlowIntent {
  return (FLOW_INTENTS as readonly string[]).includes(value ?? "") ? (value as FlowIntent) : "continue";
}

/**
 * The draft after a post: the earlier steps' kept fields, this step's as posted. Payout details
 * stay out (they go with the final post only), and so do fields no step owns.
 */
export function mergeDraftFields(draft: Record<string, string>, posted: Record<string, string>): Record<string, string> {
  const step = stepOfField(posted[STEP_FIELD]);
  const kept = Object.entries(draft).filter(([name]) => ownerStep(name) !== undefined && ownerStep(name) !== step);
  const sent = Object.entries(posted).filter(([name]) => ownerStep(name) === step);
  return Object.fromEntries([...kept, ...sent]);
}

function ownerStep(name: string): ReturnStep | undefined {
  for (const step of [1, 2, 3] as const) if (STEP_FIELD_PATTERNS[step].test(name)) return step;
  return undefined;
}

/** Only the fields the page renders again with: the draft's and the payout details just posted. */
export function renderedFields(merged: Record<string, string>, posted: Record<string, string>): Record<string, string> {
  const payout = Object.entries(posted).filter(([name]) => PAYOUT_FIELDS.test(name));
  return { ...merged, ...Object.fromEntries(payout), [STEP_FIELD]: posted[STEP_FIELD] ?? "1", [INTENT_FIELD]: intentOf(posted[INTENT_FIELD]) };
}

/** The flow's starting state for an order, as the page and the server build it. */
export function flowInitOf(data: FlowData, theme: Theme): ReturnFlowInit {
  return {
    products: data.order.item_info,
    previousReturns: data.order.previous_returns,
    quantityLock: theme.config?.quantity_lock ?? false,
    orderType: data.order.order_type,
    captureBankDetail: theme.config?.capture_bank_detail ?? false,
    country: flowCountryOf(theme),
    ...(data.order.return_policy ? { returnPolicy: data.order.return_policy } : {}),
  };
}

export function flowCountryOf(theme: Theme): string {
  return (theme.config?.country ?? "IN").toUpperCase();
}

/** What a posted step renders: the flow on the step it leads to, whether its complaints show, and whether it may be placed. */
export interface PostedFlow {
  flow: ReturnFlowState;
  showErrors: boolean;
  /** Step 3's submit passed the script's checks: the server places the request. */
  ready: boolean;
  /** The order's addresses and the one added on step 2, if any (chosen once saved). */
  addresses: readonly PostalAddress[];
  /** The new-address form, open with what was typed, or null when closed. */
  editor: PostedAddressEditor | null;
}

/** The new-address form as a post left it open. */
export interface PostedAddressEditor {
  values: PostalAddress;
  /** Save found issues: each field's complaint shows. */
  showErrors: boolean;
}

/** The flow rebuilt from the posted (and kept) fields, moved as the pressed button asks if its step's checks pass. */
export function postedFlow(data: FlowData, theme: Theme, fields: Record<string, string>, now: Date): PostedFlow {
  const init = flowInitOf(data, theme);
  const country = flowCountryOf(theme);
  const step = stepOfField(fields[STEP_FIELD]);
  const intent = intentOf(fields[INTENT_FIELD]);
  // An address saved earlier rides along hidden; one saved now is checked as the script's Save checks it.
  const typed = addressFromFields(fields, NEW_ADDRESS_PREFIX, country);
  const savedNow = step === 2 && intent === "save-address" ? completeAddressOf(typed, country) : undefined;
  const added = savedNow ?? completeAddressOf(addressFromFields(fields, ADDED_ADDRESS_PREFIX, country), country);
  const addresses = added ? [...data.order.addresses, added] : data.order.addresses;
  const editor = step === 2 ? editorOf(intent, fields, typed, savedNow !== undefined, country) : null;
  const actions: ReturnFlowAction[] = [];
  data.order.item_info.forEach((product, index) => {
    const id = product.id;
    if (fields[`item-${id}`] === undefined) return;
    actions.push({ type: "toggle-product", index });
    const quantity = fields[`quantity-${id}`];
    if (quantity !== undefined && quantity.trim() !== "") actions.push({ type: "set-quantity", itemId: id, quantity: Number(quantity) });
    const reasonId = idOf(fields[`reason-${id}`]);
    actions.push({ type: "set-reason", itemId: id, reasonId, subReasonId: idOf(fields[`sub-reason-${id}`]) });
    actions.push({ type: "set-comment", itemId: id, comment: (fields[`comment-${id}`] ?? "").slice(0, 1000) });
    const variant = variantsOf(data, id).find((v) => String(v.id) === fields[`variant-${id}`]);
    if (variant) actions.push({ type: "set-variant", itemId: id, variant });
    // Photos the server stored from an earlier post: recorded as the script records an upload.
    for (const url of postedPhotoUrlsOf(fields, id)) {
      actions.push({ type: "image-added", itemId: id, image: { name: url, preUrl: "", rawFile: null, url: "", fields: {}, s3Url: url } });
      actions.push({ type: "image-uploaded", itemId: id, name: url, s3Url: url });
    }
  });
  if (actions.length > 0) actions.push({ type: "add-product" });
  actions.push({ type: "set-self-ship", selfShip: fields["pickup-kind"] === "self-ship" });
  const picked = Number(fields["pickup-address"] ?? "0");
  const address = savedNow ? data.order.addresses.length : Number.isInteger(picked) && picked >= 0 ? picked : 0;
  actions.push({ type: "select-address", index: address });
  // The server's courier check, for the address chosen now (a later choice clears it, as the reducer does).
  const checked = /^(.*)\|([01])$/.exec(fields[SERVICEABILITY_FIELD] ?? "");
  if (checked && checked[1] !== "" && checked[1] === addresses[address]?.pincode.trim())
    actions.push({ type: "pincode-checked", isServiceable: checked[2] === "1", pincodeData: null });
  if (fields["pickup-date"]) actions.push({ type: "set-date", date: fields["pickup-date"] });
  const mode = REFUND_MODES.find((m) => m === fields["refund-mode"]);
  if (mode) actions.push({ type: "set-refund-mode", mode });
  if (fields.payout === "bank" || fields.payout === "upi") actions.push({ type: "set-payout", payout: fields.payout });
  const bank = ["name", "accountNumber", "ifsccode", "bankName", "branchName", "routingNumber", "iban"] as const;
  const patch = Object.fromEntries(bank.filter((f) => fields[f] !== undefined).map((f) => [f, f === "ifsccode" ? (fields[f] ?? "").toUpperCase() : fields[f]]));
  if (Object.keys(patch).length > 0) actions.push({ type: "set-bank-detail", patch });
  if (fields.upiName !== undefined || fields.upiId !== undefined)
    actions.push({ type: "set-upi-details", patch: { upiName: fields.upiName ?? "", upiId: fields.upiId ?? "" } });
  const flow = actions.reduce(returnFlowReducer, initialReturnFlowState(init));
  const made = { addresses, editor };

  // The step the form was on, reached one at a time as the reducer allows (no further than its rules let).
  const onStep = (target: ReturnStep) =>
    [2, 3].filter((s) => s <= target).reduce((f, s) => returnFlowReducer(f, { type: "go-to-step", step: s as ReturnStep }), flow);
  if (intent === "back") return { flow: onStep(Math.max(1, step - 1) as ReturnStep), showErrors: false, ready: false, ...made };

  // A photo refused now, or one removed, keeps step 1 open (a refusal says why beside it; the rest of the step kept).
  const photoRefused = step === 1 && (intent === "remove-photo" || data.order.item_info.some((product) => fields[photoErrorField(product.id)] !== undefined));
  if (photoRefused) return { flow: onStep(1), showErrors: false, ready: false, ...made };
  const itemsOk = itemsReady(flow, data);
  if (step === 1 || !itemsOk) {
    if (step !== 1 || !itemsOk) return { flow: onStep(1), showErrors: step === 1 && showsItemErrors(flow, data, fields), ready: false, ...made };
    return { flow: onStep(2), showErrors: false, ready: false, ...made };
  }
  // The address form's own buttons stay on step 2: opened, closed, or saved (its complaints are its own).
  if (step === 2 && (intent === "add-address" || intent === "cancel-address" || intent === "save-address"))
    return { flow: onStep(2), showErrors: false, ready: false, ...made };
  const { isChecked, isServiceable } = flow.pincodeServiceability;
  const pickupOk = flow.selfShip || (editor === null && pickupReady(flow, now, brandTimeZone(theme.config), address) && !(isChecked && !isServiceable));
  if (step === 2 || !pickupOk)
    return pickupOk ? { flow: onStep(3), showErrors: false, ready: false, ...made } : { flow: onStep(2), showErrors: true, ready: false, ...made };
  const refundOk = data.kind === "exchange" || isRefundValid(flow);
  // As on step 1: a mode or payout chosen now opens its account fields; they are marked once they were on the page.
  const needs = refundPayoutOf(flow.refund, flow.policy);
  const detailsShown = needs === "bank" ? fields.accountNumber !== undefined : needs === "upi" ? fields.upiId !== undefined : true;
  return { flow: onStep(3), showErrors: !refundOk && intent === "submit" && detailsShown, ready: refundOk && intent === "submit", ...made };

  function pickupReady(f: ReturnFlowState, at: Date, zone: string, index: number): boolean {
    const chosen = addresses[index];
    const dates: readonly string[] = pickupDateOptions(at, zone);
    return chosen !== undefined && Object.keys(pickupAddressIssues(chosen, country)).length === 0 && f.date !== null && dates.includes(f.date);
  }
}

/**
 * The new-address form after a post of step 2: Add opens it empty, Cancel and a good Save
 * close it, a Save with issues keeps it open with them marked, and any other button pressed
 * while it was open keeps it open with what was typed (Continue then asks to save it first).
 */
function editorOf(intent: FlowIntent, fields: Record<string, string>, typed: PostalAddress, saved: boolean, country: string): PostedAddressEditor | null {
  if (intent === "add-address") return { values: emptyAddress(country), showErrors: false };
  if (intent === "cancel-address" || intent === "back" || saved) return null;
  if (intent === "save-address") return { values: typed, showErrors: true };
  return fields[ADDRESS_EDITING_FIELD] === "1" ? { values: typed, showErrors: false } : null;
}

/**
 * The postal code couriers should be asked about after a post of step 2: the chosen, complete
 * address's, where the country has postal codes and the items are picked up (the server asks,
 * then renders with the answer in SERVICEABILITY_FIELD). Undefined when there is nothing to ask.
 */
export function postedPincodeToCheck(state: PortalInitialState, now: Date): string | undefined {
  const load = flowLoadOf(state);
  const posted = state.posted;
  if (load?.status !== "ready" || !posted || stepOfField(posted.values[STEP_FIELD]) !== 2) return undefined;
  const country = flowCountryOf(state.theme);
  if (!showsPincode(country)) return undefined;
  const intent = intentOf(posted.values[INTENT_FIELD]);
  if (intent !== "continue" && intent !== "save-address") return undefined;
  const outcome = postedFlow(load.flow, state.theme, posted.values, now);
  if (outcome.flow.selfShip || outcome.editor !== null) return undefined;
  const chosen = outcome.addresses[outcome.flow.action.address.select];
  if (!chosen || Object.keys(pickupAddressIssues(chosen, country)).length > 0) return undefined;
  return chosen.pincode.trim() || undefined;
}

function flowLoadOf(state: PortalInitialState): ReturnFlowLoad | undefined {
  const loaded = state.screenData?.data as LoadedScreenData | undefined;
  return loaded?.screen === "returns" || loaded?.screen === "exchange" ? (loaded.data as ReturnFlowLoad) : undefined;
}

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) ? id : null;
}

function itemsReady(flow: ReturnFlowState, data: FlowData): boolean {
  const entries = requestEntries(flow);
  return entries.length > 0 && entries.every((e) => Object.keys(itemErrors(e, data)).length === 0);
}

/** The field each of step 1's complaints is about, as the page names it. */
const ITEM_FIELD_NAME = {
  reason: (id: number) => `reason-${id}`,
  subReason: (id: number) => `sub-reason-${id}`,
  variant: (id: number) => `variant-${id}`,
  // Photos are asked for beside the reason: shown with it.
  images: (id: number) => `reason-${id}`,
} as const satisfies Record<ItemField, (id: number) => string>;

/**
 * Step 1's complaints show once the shopper could answer them: without script a ticked box or a
 * chosen reason reveals its fields only on the next render, so a field first shown now is not
 * yet wrong. A field that was on the page (it was posted) and is still wrong, or no box ticked
 * at all, is marked.
 */
function showsItemErrors(flow: ReturnFlowState, data: FlowData, fields: Record<string, string>): boolean {
  const entries = requestEntries(flow);
  if (entries.length === 0) return true;
  return entries.some((e) =>
    (Object.keys(itemErrors(e, data)) as ItemField[]).some((field) => {
      // A variant choice posts nothing until one is picked: its radios were shown with the reason.
      const shownWith = field === "variant" ? ITEM_FIELD_NAME.reason(e.itemId) : ITEM_FIELD_NAME[field](e.itemId);
      return fields[shownWith] !== undefined;
    }),
  );
}

/** The request the script's submit places, from the same flow (ReviewStep and the server's no-script post). */
export function returnRequestBodyOf(flow: ReturnFlowState, data: FlowData, addresses: readonly PostalAddress[], domain: string): ReturnRequestBody {
  const body = toReturnRequestBody(flow, {
    domain,
    awb: data.order.awb,
    shipmentUuid: data.order.shipment_uuid,
    orderId: data.order.order_id,
    referenceNumber: data.order.reference_number,
    kind: data.kind,
    address: addresses[flow.action.address.select] ?? { name: "", phone: "", email: "", address: "", pincode: "", city: "", state: "", country: "" },
  });
  // An exchange has no refund.
  if (data.kind === "return") return body;
  const { refund: _refund, ...withoutRefund } = body;
  return withoutRefund as ReturnRequestBody;
}

/**
 * The request a posted last step places, from the page's loaded state (the flow screen's data and
 * the post's fields); undefined when the step's checks refuse it (the page then shows why).
 */
export function postedReturnRequest(state: PortalInitialState, now: Date): ReturnRequestBody | undefined {
  const load = flowLoadOf(state);
  const posted = state.posted;
  if (load?.status !== "ready" || !posted || posted.form !== (load.flow.kind === "exchange" ? "exchange" : "returns")) return undefined;
  const outcome = postedFlow(load.flow, state.theme, posted.values, now);
  return outcome.ready ? returnRequestBodyOf(outcome.flow, load.flow, outcome.addresses, state.brand.subdomain) : undefined;
}
