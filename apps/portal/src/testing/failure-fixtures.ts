import { vi } from "vitest";
import {
  apiOk,
  type ApiResult,
  type CustomerFeed,
  type PortalApiClient,
  type TrackingEntry,
  type TrackingFeedResult,
  type TrackOrderResult,
} from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import { concern, FIXED_NOW, TO_OUT_FOR_DELIVERY, trackingEntry } from "@portal/ui/testing";
import type { PortalInitialState } from "../state/initial-state.ts";
import type { FixtureState } from "./portal-fixture.tsx";
import type { TrackingAnswer } from "./server-answer.ts";

/** The failure pages' clock: ui's feed-form fixtures' (a Tuesday). */
export const NOW = FIXED_NOW;
export { TO_OUT_FOR_DELIVERY };

/**
 * ui's track-order entry (scans an hour apart, newest last) for this waybill, as the failure
 * pages' links read it: no security check and no key.
 */
export function entryOf(codes: readonly number[], { reverse = false, waybill = "DEMO-FLD-007" } = {}): TrackingEntry {
  return { ...trackingEntry({ codes, reverse }), tracking_id: waybill, security_key_valid: false };
}

export const resultOf = (waybill: string, entry: TrackingEntry): TrackOrderResult => ({ [waybill]: entry });

export const concernOf = (overrides: Partial<CustomerFeed> & { issue_id: number }): CustomerFeed => concern(overrides);

type Call<T> = ReturnType<typeof vi.fn<(...args: never[]) => Promise<ApiResult<T>>>>;

export interface FakeApi {
  client: PortalApiClient;
  trackOrder: Call<TrackOrderResult>;
  getTrackingFeed: Call<TrackingFeedResult>;
  saveTrackingFeed: Call<unknown>;
  getPickupFeed: Call<TrackingFeedResult>;
  savePickupFeed: Call<unknown>;
}

/** The calls the failure pages make, answering as told; others are absent. */
export function fakeApi(answers: { track?: TrackOrderResult; feed?: TrackingFeedResult } = {}): FakeApi {
  const calls = {
    trackOrder: vi.fn(async () => apiOk(answers.track ?? {})),
    getTrackingFeed: vi.fn(async () => apiOk(answers.feed ?? { feed: null, new_ndr: null })),
    saveTrackingFeed: vi.fn(async () => apiOk<unknown>(null)),
    getPickupFeed: vi.fn(async () => apiOk(answers.feed ?? { feed: null, new_ndr: null })),
    savePickupFeed: vi.fn(async () => apiOk<unknown>(null)),
  };
  return { ...calls, client: calls as unknown as PortalApiClient } as FakeApi;
}

export interface StateInput {
  screen: PortalInitialState["page"]["screen"];
  path: string;
  params: LinkParams;
  tracking?: TrackingAnswer;
  lang?: "en" | "ar";
}

export function portalState({ screen, path, params, tracking, lang = "en" }: StateInput): FixtureState {
  return {
    brand: { package: "default", subdomain: "demo", name: "Demo Store" },
    theme: { name: "Demo Store", tokens: {}, config: {}, meta_data: {} },
    user: { subdomain: "demo", enterprise: "demo", device: "mobile", lang, routePrefix: lang === "ar" ? "/ar" : "", webview: false },
    page: {
      screen,
      path,
      waybill: params.waybill,
      cpId: params.cp_id,
      orderId: params.order_id,
      params,
      isTrackingUrl: path !== "/issue" && Boolean(params.waybill || params.order_id),
      isReturnUrl: false,
    },
    tracking,
    screenData: undefined,
    renderedAt: NOW.toISOString(),
  };
}
