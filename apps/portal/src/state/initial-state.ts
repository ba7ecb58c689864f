import type { Theme } from "@portal/core/theme";
import type { ReturnRequestResult } from "@portal/core/api";
import type { LanguagePrefix, LocaleCode } from "@portal/core/locale";
import type { LinkParams, ScreenId } from "@portal/core/routes";
import type { InlinedScreenData } from "../data/inlined-screen-data.ts";

/** Who is asking: product rules §3, User state. */
export interface UserState {
  subdomain: string;
  enterprise: string;
  device: "mobile" | "other";
  lang: LocaleCode;
  /** "" or "/ar": prepended to in-app links so the language sticks. */
  routePrefix: "" | `/${LanguagePrefix}`;
  webview: boolean;
}

/** What the link asked for: product rules §3, Page state. */
export interface PageState {
  screen: ScreenId | "not-found";
  /** Path without the language prefix, e.g. "/tracking". */
  path: string;
  waybill: string | undefined;
  cpId: string | undefined;
  orderId: string | undefined;
  params: LinkParams;
  /** The query as asked ("?waybill=…" or ""): links to this page in another language keep it, with or without JavaScript. */
  search?: string;
  isTrackingUrl: boolean;
  isReturnUrl: boolean;
}

export interface BrandIdentity {
  /** Brand code package under brands/. */
  package: string;
  subdomain: string;
  name: string;
  /**
   * The brand shows a shipment only to a link's key (its security check): its home search
   * asks for the phone number on the order beside an order id, the factor a shopper holds.
   */
  checksKeys?: boolean;
}

/** Everything the server inlines into the page for hydration. */
export interface PortalInitialState {
  brand: BrandIdentity;
  theme: Theme;
  user: UserState;
  page: PageState;
  /** The route loader's answer the server rendered with (screens that show a shipment or an order). */
  screenData: InlinedScreenData | undefined;
  /** Server time of the render, so relative texts match between server and client. */
  renderedAt: string;
  /** A form posted without JavaScript that the server could not accept: rendered again with what was sent. */
  posted?: PostedForm | undefined;
}

/**
 * The forms that post to their own page without JavaScript (the server's ssr/form-posts.ts),
 * named by their screen; `home` is the tracking page's updates opt-in, and `rating` its rating
 * widget (which names itself in a hidden `form` field, its page being the opt-in's).
 */
export const POSTED_FORMS = ["login", "update-contact", "delivery-issue", "reverse-issue", "home", "rating", "returns", "exchange"] as const;
export type PostedFormId = (typeof POSTED_FORMS)[number];
/** The return flow's steps (its screens' own forms): the server keeps their draft and renders each step (ssr/return-flow-posts.ts). */
export type ReturnFlowFormId = Extract<PostedFormId, "returns" | "exchange">;

/**
 * What a refused no-JS post re-renders: the fields as sent (so nothing is lost) and the
 * server's message; the form's own rules name the bad fields again from the values.
 */
export interface PostedForm {
  form: PostedFormId;
  values: Record<string, string>;
  /** The answer's message, already in the page's language; "" when the fields say it all. */
  message: string;
  /** A return flow's request placed by this post: the page shows its confirmation. */
  placed?: ReturnRequestResult | undefined;
}
