import { isReturnUrl, readLinkParams } from "../routes/url-recognition.ts";
import type { ScreenId, ScreenPath } from "../routes/route-table.ts";
import { LOGIN_GUARD_BY_SCREEN } from "./screen-guards.ts";

/**
 * product rules §2: the return and exchange indexes are "guarded by login unless the brand's
 * theme marks login as not required" — so only `meta_data.required_login: false` opens them
 * (the white-label brands shop101test, retail, trackmyorder and hp are such); a theme that says nothing is guarded,
 * the safe side for a shopper's personal data.
 */
export function isReturnLoginRequired(requiredLogin: boolean | undefined): boolean {
  return requiredLogin !== false;
}

export type GuardDecision = "render" | "redirect-to-login";

/** The query parameter of a return request's id on the status screens. */
export const RETURN_ID_PARAM = "return_id";

export interface LoginGuardInput {
  screen: ScreenId;
  /** The screen's path without the language prefix. */
  path: ScreenPath;
  /** The URL's query string (with or without "?"), or its parameters. */
  search: string | URLSearchParams;
  /** The theme's `meta_data.required_login`. */
  requiredLogin: boolean | undefined;
  /** Whether the request carries the return login's token cookie. */
  hasToken: boolean;
}

/**
 * product rules §2: without a token cookie, a guarded screen redirects to /login and renders
 * nothing — unless the brand is login-free or the URL opens a return order directly.
 */
export function loginGuardFor(input: LoginGuardInput): GuardDecision {
  const guard = LOGIN_GUARD_BY_SCREEN[input.screen];
  if (guard === "open" || !isReturnLoginRequired(input.requiredLogin) || input.hasToken) return "render";
  const query = typeof input.search === "string" ? new URLSearchParams(input.search) : input.search;
  if (isReturnUrl(input.path, readLinkParams(query))) return "render";
  if (guard === "guarded-unless-return-id" && query.get(RETURN_ID_PARAM)?.trim()) return "render";
  return "redirect-to-login";
}

/** A login succeeded only on HTTP 200 with a sub_token in the body. */
export function isLoginSuccess(status: number, body: unknown): boolean {
  return (
    status === 200 &&
    typeof body === "object" &&
    body !== null &&
    typeof (body as { sub_token?: unknown }).sub_token === "string" &&
    (body as { sub_token: string }).sub_token !== ""
  );
}
