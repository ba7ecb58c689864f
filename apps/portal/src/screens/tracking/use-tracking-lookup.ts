import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import type { TrackingOutcome } from "@portal/core/messages";
import { initialLookupState, trackingLookupReducer, type TrackingLookupState } from "./tracking-lookup-state.ts";

export interface UseTrackingLookupOptions {
  /** The server's answer for this link, when the page was rendered with it. */
  initial: TrackingOutcome | undefined;
  /** Asks track-order in the browser. Never rejects: failures are an "error" outcome. */
  fetchOutcome: () => Promise<TrackingOutcome>;
}

export interface TrackingLookup {
  state: TrackingLookupState;
  /** Asks again; ignored while a request is on its way. */
  retry: () => void;
  /** The shown outcome came from a browser fetch (not the first paint). */
  loadedInBrowser: boolean;
}

/**
 * The lookup behind the tracking page: the server's answer when there is one, else a fetch
 * on mount; Retry re-fetches with the same parameters and the page updates without a reload.
 */
export function useTrackingLookup({ initial, fetchOutcome }: UseTrackingLookupOptions): TrackingLookup {
  const [state, dispatch] = useReducer(trackingLookupReducer, initial, initialLookupState);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const latestFetch = useRef(fetchOutcome);
  useLayoutEffect(() => {
    latestFetch.current = fetchOutcome;
  });

  const load = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: "fetch" });
    const outcome = await latestFetch.current().catch((error: unknown): TrackingOutcome => ({
      kind: "error",
      message: error instanceof Error ? error.message : String(error),
    }));
    inFlight.current = false;
    if (mounted.current) dispatch({ type: "settle", outcome });
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (!initial) void load();
    return () => {
      mounted.current = false;
    };
    // Runs once per lookup: the screen is keyed by its query, so a new link is a new mount.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = useCallback(() => void load(), [load]);
  return { state, retry, loadedInBrowser: state.attempts > 0 };
}
