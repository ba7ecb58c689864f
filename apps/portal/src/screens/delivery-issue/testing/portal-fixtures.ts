import { vi } from "vitest";
import { apiOk, type ApiResult, type CustomerFeed, type PortalApiClient, type TrackingEntry, type TrackingFeedResult, type TrackOrderResult } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import type { PortalInitialState } from "../../../state/initial-state.ts";
import type { FixtureState } from "../../../testing/portal-fixture.tsx";
import type { TrackingAnswer } from "../../../testing/server-answer.ts";

export const NOW = new Date("2026-05-05T06:30:00.000Z");
export const TO_OUT_FOR_DELIVERY = [1, 2, 4, 5, 6] as const;

/** A track-order entry as the client reads it (defaults filled); scans an hour apart, newest last. */
export function entryOf(codes: readonly number[], { reverse = false, waybill = "DEMO-FLD-007" } = {}): TrackingEntry {
  const scans = codes.map((code, i) => ({
    code,
    status: `Status ${code}`,
    description: "",
    location: "Pune",
    remark: "",
    timestamp: new Date(NOW.getTime() - (codes.length - i) * 3_600_000).toISOString(),
  }));
  const latest = scans.at(-1);
  if (!latest) throw new Error("an entry needs a scan");
  return {
    latest_status: latest,
    scans,
    valid: true,
    additional: { order_detail: [] },
    config: {
      enterprise_user: "demo",
      order_date: null,
      ship_date: null,
      enable_rating: !reverse,
      enable_rms: false,
      enable_failed_delivery: true,
      enable_return_form: false,
      enable_rto: false,
      form_status_codes: reverse ? [3] : [7, 9],
      website: "",
      allow_contact_update: false,
      is_rvp: reverse,
    },
    customer_info: { name: "Asha Rao", phone: "9876543210", address: "12 MG Road, Pune", pincode: "411001" },
    cp_name: "Swiftline Express",
    logo_url: "",
    account_code: "",
    cp_id: 101,
    order_id: "DS-240101",
    tracking_id: waybill,
    reference_number: "",
    order_type: "COD",
    security_key_valid: false,
    enable_security_check: false,
    edd: null,
    predict: null,
    rating: null,
    banners: [],
  };
}

export const resultOf = (waybill: string, entry: TrackingEntry): TrackOrderResult => ({ [waybill]: entry });

export function concernOf(overrides: Partial<CustomerFeed> & { issue_id: number }): CustomerFeed {
  return {
    answer: null,
    preferred_date: "",
    preferred_time: "",
    phone_number: "",
    address: "",
    drop_pincode: "",
    landmark: "",
    comment: "",
    timestamp: "2026-05-05T05:00:00.000Z",
    ...overrides,
  };
}

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
