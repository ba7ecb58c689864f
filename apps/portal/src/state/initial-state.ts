import type { Theme } from "@portal/core/theme";
import type { LanguagePrefix, LocaleCode } from "@portal/core/locale";
import type { LinkParams, ScreenId } from "@portal/core/routes";
import type { TrackOrderResult } from "@portal/core/api";
import type { ReturnStatusLoad } from "@portal/ui/returns-status";

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

/**
 * The track-order answer for a tracking URL, fetched by the server through the same
 * /api/v1/track-order call the browser uses, so both see identical data and masking.
 */
export type TrackingAnswer =
  | { kind: "result"; result: TrackOrderResult }
  | { kind: "failure"; status: number; message: string };

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
  tracking: TrackingAnswer | undefined;
  /** The return-status answer for a return or exchange status URL, asked the same way. */
  returnStatus?: ReturnStatusLoad | undefined;
  /** Server time of the render, so relative texts match between server and client. */
  renderedAt: string;
}
