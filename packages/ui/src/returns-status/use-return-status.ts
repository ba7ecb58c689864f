import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ApiResult, ReturnStatusResult } from "@portal/core/api";
import { returnStatusViewOf, type ReturnStatusView } from "./return-status-view.ts";

/** Where the status page stands; rendered as `data-state`. */
export const RETURN_STATUS_PHASES = ["no-link", "loading", "ready", "not-found", "error"] as const;
export type ReturnStatusPhase = (typeof RETURN_STATUS_PHASES)[number];

/** A return-status answer as the server got it for the first HTML, or as the browser did. */
export type ReturnStatusLoad = { kind: "result"; result: ReturnStatusResult } | { kind: "failure"; status: number; message: string };

export interface UseReturnStatusOptions {
  /** The server's answer for this URL, inlined in the page; undefined when it asked nothing. */
  initial: ReturnStatusLoad | undefined;
  /** Whether the URL names a request at all (a return_id or a waybill). */
  hasLink: boolean;
  /** One return-status call with the URL's parameters. */
  load: () => Promise<ApiResult<ReturnStatusResult>>;
}

export interface ReturnStatus {
  phase: ReturnStatusPhase;
  view: ReturnStatusView | null;
  /** The server's message for a failure ("" otherwise). */
  message: string;
  retry: () => void;
}

const phaseOfFailure = (status: number | undefined): ReturnStatusPhase => (status === 404 ? "not-found" : "error");

function fromLoad(load: ReturnStatusLoad): { phase: ReturnStatusPhase; result: ReturnStatusResult | null; message: string } {
  return load.kind === "result" ? { phase: "ready", result: load.result, message: "" } : { phase: phaseOfFailure(load.status), result: null, message: load.message };
}

/**
 * The status page's data: the server's inlined answer when there is one (so the first
 * paint already shows the timeline), else one call after mount; a failure can be retried.
 */
export function useReturnStatus({ initial, hasLink, load }: UseReturnStatusOptions): ReturnStatus {
  const [state, setState] = useState(() =>
    !hasLink ? { phase: "no-link" as ReturnStatusPhase, result: null, message: "" } : initial ? fromLoad(initial) : { phase: "loading" as ReturnStatusPhase, result: null, message: "" },
  );
  const [attempt, setAttempt] = useState(0);
  const needsLoad = hasLink && (initial === undefined || attempt > 0);
  // The newest loader, for the effect below: its identity changes every render.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (!needsLoad) return;
    let current = true;
    void latestLoad.current().then((answer) => {
      if (!current) return;
      setState(answer.ok ? { phase: "ready", result: answer.data, message: "" } : { phase: phaseOfFailure(answer.error.status), result: null, message: answer.error.message });
    });
    return () => {
      current = false;
    };
    // The attempt counter says when to call again.
  }, [needsLoad, attempt]);

  const view = useMemo(() => (state.result ? returnStatusViewOf(state.result) : null), [state.result]);
  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, phase: "loading" }));
    setAttempt((n) => n + 1);
  }, []);
  return { phase: state.phase, view, message: state.message, retry };
}
