import { useEffect, useState } from "react";
import type { TrackingEntry } from "@portal/core/api";
import { readTrackOrderResult } from "@portal/core/api";
import { usePortal } from "../../state/portal-state-context.tsx";
import { inlinedEntryFor } from "./rating-access.ts";

export type RatingEntryState = { status: "loading" } | { status: "ready"; entry: TrackingEntry } | { status: "unavailable" };

/**
 * The shipment to rate: the page's inlined tracking entry when it is this waybill (no extra
 * request on a slow connection, and the server render already shows the widget), otherwise
 * one track-order call.
 */
export function useRatingEntry(waybill: string): RatingEntryState {
  const { state, api } = usePortal();
  const inlined = inlinedEntryFor(state.tracking, waybill);
  const securityKey = state.page.params.security_key;
  const [fetched, setFetched] = useState<RatingEntryState>({ status: "loading" });

  useEffect(() => {
    if (inlined) return;
    let live = true;
    void api.trackOrder({ waybill, security_key: securityKey }).then((answer) => {
      if (!live) return;
      const lookup = answer.ok ? readTrackOrderResult(answer.data) : undefined;
      setFetched(lookup?.kind === "waybill" ? { status: "ready", entry: lookup.entry } : { status: "unavailable" });
    });
    return () => {
      live = false;
    };
  }, [api, inlined, waybill, securityKey]);

  return inlined ? { status: "ready", entry: inlined } : fetched;
}
