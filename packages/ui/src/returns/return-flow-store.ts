import { createStore, type StoreApi } from "zustand/vanilla";
import type { ApiResult, PostalAddress, ReturnRequestResult } from "@portal/core/api";
import { initialReturnFlowState, returnFlowReducer, type ReturnFlowAction, type ReturnFlowInit, type ReturnFlowState } from "@portal/core/returns";
import { parseSavedFlow, restoreFlow, toSavedFlow } from "./saved-flow.ts";

/** Where the submit stands; rendered as `data-state` so brands style it by selector. */
export const SUBMISSION_STATUSES = ["idle", "submitting", "failed", "submitted"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface ReturnSubmission {
  status: SubmissionStatus;
  /**
   * Sent with every attempt of this flow's submit: the server stores one request per id, so a
   * retry after a lost answer (or a second click) can never place a second request.
   */
  clientRequestId: string;
  result: ReturnRequestResult | null;
  /** The server's or the network's message while status is "failed". */
  error: string | null;
  /** Submits tried while one was running. */
  blockedAttempts: number;
}

export interface ReturnFlowSnapshot {
  flow: ReturnFlowState;
  /** The order's saved addresses, then the ones the shopper added. */
  addresses: PostalAddress[];
  /** How many of `addresses` came with the order. */
  savedAddressCount: number;
  submission: ReturnSubmission;
}

export type SubmitStart = { go: true; clientRequestId: string } | { go: false; why: "busy" | "done" };

export interface ReturnFlowActions {
  dispatch: (action: ReturnFlowAction) => void;
  /** Adds a new pickup address and selects it. */
  addAddress: (address: PostalAddress) => void;
  /** Replaces an address (the order's copy or one added) and selects it. */
  updateAddress: (index: number, address: PostalAddress) => void;
  /** Marks the flow submitting at once, so a second click in the same instant is refused. */
  beginSubmit: () => SubmitStart;
  finishSubmit: (result: ApiResult<ReturnRequestResult>) => void;
}

export type ReturnFlowStoreState = ReturnFlowSnapshot & ReturnFlowActions;
export type ReturnFlowStore = StoreApi<ReturnFlowStoreState>;

/** The part of the Web Storage API the store uses (sessionStorage in the browser). */
export interface FlowStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

export interface ReturnFlowConfig {
  init: ReturnFlowInit;
  addresses: readonly PostalAddress[];
  /** Where choices are kept across reloads; none on the server. */
  storage?: FlowStorage | undefined;
  /** One key per order and flow kind, e.g. "return:<shipment uuid>". */
  storageKey: string;
  variantsOf?: (itemId: number) => ReadonlyArray<{ id: string | number; title: string; inventory_quantity: number }>;
  /** Makes a fresh client request id; crypto.randomUUID by default. */
  newRequestId?: () => string;
  /**
   * The flow as a no-script post left it (the server rendered the page with it): used instead of
   * the tab's saved copy, so a page that hydrates shows what the server showed.
   */
  posted?: { flow: ReturnFlowState; clientRequestId: string; result: ReturnRequestResult | null; error: string | null } | undefined;
}

const STORAGE_PREFIX = "portal:return-flow:";

function randomRequestId(): string {
  return globalThis.crypto.randomUUID().replaceAll("-", "");
}

/**
 * One store per flow instance (never shared between two flows, tabs or requests). Its initial
 * state is the order's alone, as the server renders it; the choices saved in this tab are
 * restored on top, so a hydrating page renders the server's markup first (zustand hands
 * React the initial state as the server snapshot) and the saved step right after.
 */
export function createReturnFlowStore(config: ReturnFlowConfig): ReturnFlowStore {
  const key = `${STORAGE_PREFIX}${config.storageKey}`;
  const posted = config.posted;
  const saved = posted ? undefined : parseSavedFlow(readStorage(config.storage, key));
  const variantsOf = config.variantsOf ?? (() => []);
  const store = createStore<ReturnFlowStoreState>()((set, get) => ({
    flow: posted?.flow ?? initialReturnFlowState(config.init),
    addresses: [...config.addresses],
    savedAddressCount: config.addresses.length,
    submission: {
      status: posted?.result ? "submitted" : posted?.error ? "failed" : "idle",
      clientRequestId: posted?.clientRequestId || (config.newRequestId ?? randomRequestId)(),
      result: posted?.result ?? null,
      error: posted?.error ?? null,
      blockedAttempts: 0,
    },

    dispatch: (action) => {
      if (get().submission.status === "submitted") return;
      set({ flow: returnFlowReducer(get().flow, action) });
    },
    addAddress: (address) => {
      const next = [...get().addresses, address];
      set({ addresses: next, flow: returnFlowReducer(get().flow, { type: "select-address", index: next.length - 1 }) });
    },
    updateAddress: (index, address) => {
      const next = get().addresses.map((a, i) => (i === index ? address : a));
      const flow = returnFlowReducer(returnFlowReducer(get().flow, { type: "stop-editing-address" }), { type: "select-address", index });
      set({ addresses: next, flow });
    },
    beginSubmit: () => {
      const { submission } = get();
      if (submission.status === "submitting") {
        set({ submission: { ...submission, blockedAttempts: submission.blockedAttempts + 1 } });
        return { go: false, why: "busy" };
      }
      if (submission.status === "submitted") return { go: false, why: "done" };
      set({ submission: { ...submission, status: "submitting", error: null } });
      return { go: true, clientRequestId: submission.clientRequestId };
    },
    finishSubmit: (result) => {
      const { submission } = get();
      if (result.ok) {
        set({ submission: { ...submission, status: "submitted", result: result.data, error: null } });
        // Done: a reload shows a fresh flow (the order's units are taken now).
        removeStorage(config.storage, key);
      } else {
        // The id is kept: retrying the same submit may only ever find the request it made.
        set({ submission: { ...submission, status: "failed", error: result.error.message } });
      }
    },
  }));

  if (saved) {
    store.setState((state) => ({
      flow: restoreFlow(config.init, saved, variantsOf),
      addresses: [...state.addresses, ...saved.addedAddresses],
      submission: { ...state.submission, clientRequestId: saved.clientRequestId || state.submission.clientRequestId },
    }));
  }
  if (config.storage) {
    store.subscribe((state, previous) => {
      if (state.submission.status === "submitted") return;
      if (state.flow === previous.flow && state.addresses === previous.addresses && state.submission.clientRequestId === previous.submission.clientRequestId)
        return;
      const added = state.addresses.slice(state.savedAddressCount);
      writeStorage(config.storage, key, JSON.stringify(toSavedFlow(state.flow, added, state.submission.clientRequestId)));
    });
  }
  return store;
}

// Storage may be full or blocked (private modes); the flow still works, it just forgets.
function readStorage(storage: FlowStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function writeStorage(storage: FlowStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    /* see above */
  }
}
function removeStorage(storage: FlowStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* see above */
  }
}
