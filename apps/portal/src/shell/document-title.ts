import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TrackingOutcome } from "@portal/core/messages";
import { FORWARD_STAGE_LABEL, REVERSE_STAGE_LABEL, reverseStageOfCode } from "@portal/core/status";
import { forwardTimelineOfEntry } from "@portal/ui";
import { SCREEN_TITLE } from "../screens/screen-titles.ts";
import type { PortalInitialState } from "../state/initial-state.ts";

export const NOT_FOUND_TITLE = msg`Page not found`;
/** The home path with a tracking link is the tracking page, not the search. */
export const TRACKING_TITLE = msg`Shipment tracking`;

/** Most specific first: "Delivered · KES-DLV-008 · Kestrel & Co.". Empty parts are left out. */
export function composeTitle(parts: readonly (string | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(" · ");
}

/** The screen's own name for a page state (no shipment status). */
export function screenTitleOf(page: Pick<PortalInitialState["page"], "screen" | "isTrackingUrl">): MessageDescriptor {
  if (page.screen === "not-found") return NOT_FOUND_TITLE;
  if (page.screen === "home" && page.isTrackingUrl) return TRACKING_TITLE;
  return SCREEN_TITLE[page.screen];
}

/** The shipment the screen's loader found (tracking and pickup loaders answer an `outcome`). */
function loadedShipment(state: PortalInitialState): Extract<TrackingOutcome, { kind: "shipment" }> | undefined {
  // The inlined value is the loader's answer tagged with its screen: { screen, data }.
  const loaded = state.screenData?.data as { data?: { outcome?: TrackingOutcome } } | undefined;
  const outcome = loaded?.data?.outcome;
  return outcome?.kind === "shipment" ? outcome : undefined;
}

/** The shipment's status from the loader's answer the server rendered, for the tracking and pickup pages. */
function statusTitleOf(state: PortalInitialState): { status: MessageDescriptor; waybill: string } | undefined {
  const lookup = loadedShipment(state);
  if (!lookup) return undefined;
  if (state.page.screen === "home") {
    return { status: FORWARD_STAGE_LABEL[forwardTimelineOfEntry(lookup.entry).stage], waybill: lookup.waybill };
  }
  if (state.page.screen === "reverse" && lookup.entry.config.is_rvp) {
    // The pickup timeline's own stage rule (an unknown code is "requested"), without its steps: the shell stays small.
    return { status: REVERSE_STAGE_LABEL[reverseStageOfCode(lookup.entry.latest_status.code) ?? "requested"], waybill: lookup.waybill };
  }
  return undefined;
}

/** The document title the server writes: status and waybill where known, the screen, the brand. */
export function documentTitleOf(state: PortalInitialState, i18n: I18n): string {
  const status = statusTitleOf(state);
  if (status) return composeTitle([i18n._(status.status), status.waybill, state.brand.name]);
  return composeTitle([i18n._(screenTitleOf(state.page)), state.brand.name]);
}
