/**
 * The shipping label download as a small state machine. Making a label takes a few minutes
 * (product rules §1), so the first request usually answers "pending" and the page asks again,
 * politely, until the file is ready. `inFlight` guarantees one request at a time.
 */
export const SHIPPING_LABEL_PHASES = ["idle", "requesting", "preparing", "ready", "failed"] as const;
export type ShippingLabelPhase = (typeof SHIPPING_LABEL_PHASES)[number];

/** Why the last attempt ended without a label. */
export type ShippingLabelFailure = "error" | "timeout";

/** One answer of the label endpoint. */
export type LabelCheck =
  | { status: "pending"; retryAfterMs?: number | undefined }
  | { status: "ready"; url: string }
  | { status: "failed"; message?: string | undefined };

/** Asks the server for the label once. Must not reject (a thrown error counts as failed). */
export type LabelCheckFn = (signal: AbortSignal) => Promise<LabelCheck>;

export interface ShippingLabelState {
  phase: ShippingLabelPhase;
  /** The download address once ready. */
  url: string | null;
  failure: ShippingLabelFailure | null;
  /** A request is on its way: nothing else may be sent. */
  inFlight: boolean;
  /** When the shopper asked (ms since epoch), to stop waiting after a while. */
  startedAt: number | null;
  /** Follow-up checks sent so far, for the polling back-off. */
  polls: number;
  /** The server's own hint for the next check. */
  retryAfterMs: number | null;
}

export type ShippingLabelEvent = { type: "request"; at: number } | { type: "poll" } | { type: "answer"; check: LabelCheck } | { type: "give-up" };

export const INITIAL_SHIPPING_LABEL_STATE: ShippingLabelState = {
  phase: "idle",
  url: null,
  failure: null,
  inFlight: false,
  startedAt: null,
  polls: 0,
  retryAfterMs: null,
};

/** Phases in which the action is in progress: the button is busy and cannot fire again. */
export const SHIPPING_LABEL_BUSY = {
  idle: false,
  requesting: true,
  preparing: true,
  ready: false,
  failed: false,
} as const satisfies Record<ShippingLabelPhase, boolean>;

export function shippingLabelReducer(state: ShippingLabelState, event: ShippingLabelEvent): ShippingLabelState {
  switch (event.type) {
    case "request":
      if (state.inFlight || SHIPPING_LABEL_BUSY[state.phase] || state.phase === "ready") return state;
      return { ...INITIAL_SHIPPING_LABEL_STATE, phase: "requesting", inFlight: true, startedAt: event.at };
    case "poll":
      if (state.inFlight || state.phase !== "preparing") return state;
      return { ...state, inFlight: true, polls: state.polls + 1 };
    case "answer":
      if (!state.inFlight) return state;
      return answered(state, event.check);
    case "give-up":
      if (state.phase !== "preparing") return state;
      return { ...state, phase: "failed", failure: "timeout", inFlight: false };
  }
}

function answered(state: ShippingLabelState, check: LabelCheck): ShippingLabelState {
  switch (check.status) {
    case "pending":
      return { ...state, phase: "preparing", inFlight: false, retryAfterMs: check.retryAfterMs ?? null };
    case "ready":
      return { ...state, phase: "ready", url: check.url, inFlight: false };
    case "failed":
      return { ...state, phase: "failed", failure: "error", inFlight: false };
  }
}

/** Back-off between checks: soon at first (the demo is quick), then every 30 s at most. */
export const LABEL_POLL_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** Stop asking after this long; the shopper can try again later. */
export const LABEL_WAIT_LIMIT_MS = 10 * 60_000;
const MIN_POLL_DELAY_MS = 1_000;

/** The wait before the next check: the server's hint when it gave one, else the back-off. */
export function nextLabelPollDelay(state: Pick<ShippingLabelState, "polls" | "retryAfterMs">, delays: readonly number[] = LABEL_POLL_DELAYS_MS): number {
  if (state.retryAfterMs !== null) return Math.max(MIN_POLL_DELAY_MS, state.retryAfterMs);
  return delays[Math.min(state.polls, delays.length - 1)] ?? MIN_POLL_DELAY_MS;
}
