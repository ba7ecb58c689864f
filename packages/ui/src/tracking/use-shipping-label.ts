import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
} from "react";
import {
  INITIAL_SHIPPING_LABEL_STATE,
  LABEL_POLL_DELAYS_MS,
  LABEL_WAIT_LIMIT_MS,
  SHIPPING_LABEL_BUSY,
  nextLabelPollDelay,
  shippingLabelReducer,
  type LabelCheck,
  type LabelCheckFn,
  type ShippingLabelFailure,
  type ShippingLabelPhase,
} from "./shipping-label-state.ts";

export interface UseShippingLabelOptions {
  /** One request to the label endpoint. */
  check: LabelCheckFn;
  /** The downloaded file's name. */
  fileName: string;
  onReady?: () => void;
  onFailed?: (failure: ShippingLabelFailure) => void;
  /** The shopper pressed the button while a request is under way. */
  onBusy?: () => void;
  pollDelaysMs?: readonly number[];
  waitLimitMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

type DataState = { "data-state": ShippingLabelPhase };

export interface ShippingLabel {
  phase: ShippingLabelPhase;
  busy: boolean;
  failure: ShippingLabelFailure | null;
  /** Spread on the request `<button>`. It stays focusable while busy (aria-disabled) so it keeps its description. */
  buttonProps: ButtonHTMLAttributes<HTMLButtonElement> & DataState;
  /** Spread on the `<p>` that announces progress and failures. */
  statusProps: HTMLAttributes<HTMLParagraphElement> & DataState;
  /** Spread on the download `<a>` once the label is ready; null before. */
  downloadProps: (AnchorHTMLAttributes<HTMLAnchorElement> & DataState) | null;
}

/**
 * Requests a shipping label and waits for it: one request at a time, checks again with a
 * growing delay (or the server's hint), pauses while the page is hidden, stops after
 * `waitLimitMs`, and offers the file when it is ready.
 */
export function useShippingLabel(options: UseShippingLabelOptions): ShippingLabel {
  const [state, dispatch] = useReducer(shippingLabelReducer, INITIAL_SHIPPING_LABEL_STATE);
  const statusId = useId();
  // The newest callbacks, for handlers and timers that outlive a render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // A click can arrive before React re-renders with inFlight: this ref closes that gap.
  const sending = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const send = useCallback(async () => {
    sending.current = true;
    const abort = new AbortController();
    controller.current = abort;
    let answer: LabelCheck;
    try {
      answer = await latest.current.check(abort.signal);
    } catch {
      answer = { status: "failed" };
    }
    sending.current = false;
    if (abort.signal.aborted) return;
    dispatch({ type: "answer", check: answer });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const busy = SHIPPING_LABEL_BUSY[state.phase];
  const request = useCallback(() => {
    if (sending.current || busy) {
      latest.current.onBusy?.();
      return;
    }
    dispatch({ type: "request", at: (latest.current.now ?? Date.now)() });
    void send();
  }, [busy, send]);

  // Poll while preparing, one check at a time.
  useEffect(() => {
    if (state.phase !== "preparing" || state.inFlight) return;
    const { pollDelaysMs = LABEL_POLL_DELAYS_MS, waitLimitMs = LABEL_WAIT_LIMIT_MS, now = Date.now } = latest.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      if (now() - (state.startedAt ?? now()) > waitLimitMs) {
        dispatch({ type: "give-up" });
        return;
      }
      // A hidden tab does not need its label yet: ask again when the shopper is back.
      if (typeof document !== "undefined" && document.visibilityState === "hidden") {
        document.addEventListener("visibilitychange", poll, { once: true });
        return;
      }
      dispatch({ type: "poll" });
      void send();
    };
    timer = setTimeout(poll, nextLabelPollDelay(state, pollDelaysMs));
    return () => {
      clearTimeout(timer);
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", poll);
    };
  }, [state, send]);

  useEffect(() => {
    if (state.phase === "ready") latest.current.onReady?.();
    if (state.phase === "failed" && state.failure) latest.current.onFailed?.(state.failure);
  }, [state.phase, state.failure]);

  const dataState = { "data-state": state.phase } as const;
  return {
    phase: state.phase,
    busy,
    failure: state.failure,
    buttonProps: {
      type: "button",
      onClick: request,
      "aria-describedby": statusId,
      ...(busy ? { "aria-disabled": true, "aria-busy": true } : {}),
      ...dataState,
    },
    statusProps: { id: statusId, role: "status", ...dataState },
    downloadProps: state.phase === "ready" && state.url ? { href: state.url, download: options.fileName, ...dataState } : null,
  };
}
