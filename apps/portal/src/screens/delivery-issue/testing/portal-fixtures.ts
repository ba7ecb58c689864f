import { vi } from "vitest";
import { apiOk, type ApiResult, type PortalApiClient, type TrackingEntry, type TrackingFeedResult, type TrackOrderResult } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import { hourlyScans, trackingEntryFixture } from "@portal/ui/testing";
import type { PortalInitialState } from "../../../state/initial-state.ts";
import type { FixtureState } from "../../../testing/portal-fixture.tsx";
import type { TrackingAnswer } from "../../../testing/server-answer.ts";

export const NOW = new Date("2026-05-05T06:30:00.000Z");
export { TO_OUT_FOR_DELIVERY, concernFixture as concernOf } from "@portal/ui/testing";

/** A track-order entry as the client reads it (defaults filled); scans an hour apart, newest last. */
export function entryOf(codes: readonly number[], { reverse = false, waybill = "DEMO-FLD-007" } = {}): TrackingEntry {
  return trackingEntryFixture(hourlyScans(codes, NOW), {
    config: { enable_rating: !reverse, form_status_codes: reverse ? [3] : [7, 9], is_rvp: reverse },
    account_code: "",
    cp_id: 101,
    tracking_id: waybill,
    order_type: "COD",
    security_key_valid: false,
  });
}

export const resultOf = (waybill: string, entry: TrackingEntry): TrackOrderResult => ({ [waybill]: entry });

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
