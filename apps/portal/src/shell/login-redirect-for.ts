import { hasReturnSession, loginGuardFor, loginRedirectHref } from "@portal/core/permissions";
import { matchRoute } from "@portal/core/routes";

/**
 * Where a client navigation to this location must go instead: the login screen, with `next`
 * back, for a guarded screen without a return session (product rules: required login); else nowhere.
 * The session is read from its cookie now: cookies fire no events.
 */
export function loginRedirectFor(location: { pathname: string; searchStr: string }, requiredLogin: boolean | undefined): string | undefined {
  const match = matchRoute(location.pathname);
  if (match === null) return undefined;
  const guard = loginGuardFor({
    screen: match.screen,
    path: match.path,
    search: location.searchStr,
    requiredLogin,
    hasToken: hasReturnSession(document.cookie, new Date()),
  });
  return guard === "redirect-to-login" ? loginRedirectHref(match.prefix, `${location.pathname}${location.searchStr}`) : undefined;
}
