import { loginGuardFor, loginRedirectHref, RETURN_TOKEN_COOKIE } from "@portal/core/permissions";
import type { RouteMatch } from "@portal/core/routes";
import type { Theme } from "@portal/core/theme";

/**
 * The login guard on the first request: a guarded screen without the token cookie answers
 * 303 to the login screen in the same language, with `next` back here, and renders nothing
 * (core's loginGuardFor decides; the portal applies the same rule on in-app navigation).
 */
export function loginGuardRedirect(url: URL, match: RouteMatch | null, theme: Theme, cookieHeader: string | null): Response | undefined {
  if (match === null) return undefined;
  const decision = loginGuardFor({
    screen: match.screen,
    path: match.path,
    search: url.searchParams,
    requiredLogin: theme.meta_data?.required_login,
    hasToken: hasCookie(cookieHeader, RETURN_TOKEN_COOKIE),
  });
  if (decision === "render") return undefined;
  return new Response(null, {
    status: 303,
    headers: { location: loginRedirectHref(match.prefix, `${url.pathname}${url.search}`), "cache-control": "no-store" },
  });
}

function hasCookie(header: string | null, name: string): boolean {
  return (header ?? "").split(";").some((part) => {
    const [key, ...value] = part.trim().split("=");
    return key === name && value.join("=").trim() !== "";
  });
}
