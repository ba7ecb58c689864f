// Test and story scaffolding for the portal's screens: a complete portal context around one
// screen, with a stubbed API. No vitest imports, so stories can use it too.
import { defineBrandManifest, type BrandManifest } from "@portal/core/brand";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { createPortalApiClient, type ApiResult, type PortalApiClient, type TrackingEntry } from "@portal/core/api";
import { isLocale, PREFIX_BY_LOCALE, type LocaleCode } from "@portal/core/locale";
import type { LinkParams, ScreenId } from "@portal/core/routes";
import { trackingEntryFixture } from "@portal/ui/testing";
import type { Theme } from "@portal/core/theme";
import { defineBrand, NowProvider, type BrandDefinition } from "@portal/ui";
import { PortalToaster } from "../app/PortalToaster.tsx";
import type { PortalInitialState } from "../state/initial-state.ts";
import type { TrackingAnswer } from "./server-answer.ts";
import { PortalStateProvider } from "../state/portal-state-context.tsx";
import "../styles/portal.css";

export const FIXTURE_NOW = "2026-11-21T10:00:00.000Z";

export const fixtureTheme = (overrides: Partial<Theme["config"]> = {}, meta: Theme["meta_data"] = {}): Theme => ({
  name: "Demo Store",
  tokens: {},
  config: { rating_scale: "stars", ...overrides },
  meta_data: { website: "https://demo-store.example", ...meta },
});

export interface FixtureOptions {
  locale?: LocaleCode;
  screen?: ScreenId;
  path?: string;
  params?: LinkParams;
  theme?: Theme;
  tracking?: TrackingAnswer;
  now?: string;
}

/** A page's state as the server builds it, with the track-order answer a test says the server got. */
export type FixtureState = PortalInitialState & { tracking?: TrackingAnswer | undefined };

export function fixtureState(options: FixtureOptions = {}): FixtureState {
  const locale = options.locale ?? "en";
  const params = options.params ?? {};
  return {
    brand: { package: "default", subdomain: "demo", name: "Demo Store" },
    theme: options.theme ?? fixtureTheme(),
    user: {
      subdomain: "demo",
      enterprise: "demo",
      device: "mobile",
      lang: locale,
      routePrefix: locale === "en" ? "" : `/${PREFIX_BY_LOCALE[locale]}`,
      webview: false,
    },
    page: {
      screen: options.screen ?? "home",
      path: options.path ?? "/tracking",
      waybill: params.waybill,
      cpId: params.cp_id,
      orderId: params.order_id,
      params,
      isTrackingUrl: Boolean(params.waybill || params.order_id) && (options.screen ?? "home") === "home",
      isReturnUrl: false,
    },
    tracking: options.tracking,
    screenData: undefined,
    renderedAt: options.now ?? FIXTURE_NOW,
  };
}

const hoursBefore = (now: string, hours: number) => new Date(new Date(now).getTime() - hours * 3_600_000).toISOString();

/** A forward shipment whose latest scan is `code`, `hoursAgo` before the fixture's now. */
export function fixtureEntry(
  options: {
    waybill?: string;
    code?: number;
    hoursAgo?: number;
    securityKeyValid?: boolean;
    rating?: { star: number | null; comment: string } | null;
    now?: string;
  } = {},
): TrackingEntry {
  const now = options.now ?? FIXTURE_NOW;
  const code = options.code ?? 8;
  const at = hoursBefore(now, options.hoursAgo ?? 20);
  const scan = (c: number, timestamp: string) => ({ code: c, status: "", description: "", location: "Pune", remark: "", timestamp });
  const scans = [scan(1, hoursBefore(now, 80)), scan(5, hoursBefore(now, 50)), scan(6, hoursBefore(now, (options.hoursAgo ?? 20) + 3)), scan(code, at)];
  return trackingEntryFixture(scans, {
    config: { order_date: hoursBefore(now, 96), form_status_codes: [], allow_contact_update: true },
    customer_info: { name: "Ananya Rao", phone: "******2345", address: "", pincode: "411001" },
    tracking_id: options.waybill ?? "DEMO-DLV-008",
    order_type: "PREPAID",
    security_key_valid: options.securityKeyValid ?? false,
    rating: options.rating ? { ...options.rating, ratedBefore: true } : { star: null, comment: "", ratedBefore: false },
  });
}

/** The tracking answer of a waybill URL, as the server inlines it. */
export const fixtureTracking = (entry: TrackingEntry): TrackingAnswer => ({ kind: "result", result: { [entry.tracking_id]: entry } });

const notStubbed = async (): Promise<ApiResult<never>> => ({ ok: false, error: { kind: "network", message: "not stubbed" } });

/** Every call fails as "network" unless stubbed. */
export function fakeApi(overrides: Partial<PortalApiClient> = {}): PortalApiClient {
  const shape = createPortalApiClient({ trackingBaseUrl: "http://fixture.invalid", opsBaseUrl: "http://fixture.invalid" });
  const stubs = Object.fromEntries(Object.keys(shape).map((name) => [name, notStubbed]));
  return { ...stubs, ...overrides } as PortalApiClient;
}

const fixtureBrandOf = (manifest: BrandManifest): BrandDefinition => defineBrand({ manifest, Header: () => null, Footer: () => null });
const fixtureBrand = fixtureBrandOf(defineBrandManifest({ id: "default", displayName: "Demo", subdomains: [] }));

/**
 * The portal's context (state, brand, API, clock, toasts) around a screen. Lingui comes from
 * outside. `manifest` stands for a brand package's manifest (its questions, hidden dates...).
 */
export function PortalFixture({
  state,
  api,
  manifest,
  children,
}: {
  state: PortalInitialState;
  api: PortalApiClient;
  manifest?: BrandManifest | undefined;
  children: ReactNode;
}) {
  return (
    <PortalStateProvider value={{ state, brand: manifest ? fixtureBrandOf(manifest) : fixtureBrand, api }}>
      <NowProvider now={state.renderedAt}>
        {children}
        <PortalToaster />
      </NowProvider>
    </PortalStateProvider>
  );
}

/** For stories: the fixture in the Storybook toolbar's language, with the portal's default look. */
export function StoryPortal({ options, api, children }: { options: FixtureOptions; api: PortalApiClient; children: ReactNode }) {
  const { i18n } = useLingui();
  const state = fixtureState({ ...options, locale: isLocale(i18n.locale) ? i18n.locale : "en" });
  return (
    <PortalFixture state={state} api={api}>
      <main className="portal-main">{children}</main>
    </PortalFixture>
  );
}

/** Answers after `ms`, as a slow phone network would. */
export const slowly = <T,>(ms: number, value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), ms));
