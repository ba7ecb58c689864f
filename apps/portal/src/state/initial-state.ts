import type { Theme } from "@portal/core/theme";
import type { LanguagePrefix, LocaleCode } from "@portal/core/locale";
import type { LinkParams, ScreenId } from "@portal/core/routes";

/** Who is asking: spec section 3, User state. */
export interface UserState {
  subdomain: string;
  enterprise: string;
  device: "mobile" | "other";
  lang: LocaleCode;
  /** "" or "/ar": prepended to in-app links so the language sticks. */
  routePrefix: "" | `/${LanguagePrefix}`;
  webview: boolean;
}

/** What the link asked for: spec section 3, Page state. */
export interface PageState {
  screen: ScreenId | "not-found";
  /** Path without the language prefix, e.g. "/tracking". */
  path: string;
  waybill: string | undefined;
  cpId: string | undefined;
  orderId: string | undefined;
  params: LinkParams;
  isTrackingUrl: boolean;
  isReturnUrl: boolean;
}

export interface TrackingScan {
  code: number;
  status: string;
  description: string;
  location: string;
  timestamp: string;
}

/** The shipment the server found for a tracking URL. */
export interface TrackingSnapshot {
  waybill: string;
  orderId: string | undefined;
  courier: { name: string; logoUrl: string | undefined };
  latest: TrackingScan | undefined;
  scans: TrackingScan[];
}

export type TrackingLookup =
  | { kind: "found"; shipment: TrackingSnapshot }
  | { kind: "not-shipped" };

export interface BrandIdentity {
  /** Brand code package under brands/. */
  package: string;
  subdomain: string;
  name: string;
}

/** Everything the server inlines into the page for hydration. */
export interface PortalInitialState {
  brand: BrandIdentity;
  theme: Theme;
  user: UserState;
  page: PageState;
  tracking: TrackingLookup | undefined;
  /** Server time of the render, so relative texts match between server and client. */
  renderedAt: string;
}
