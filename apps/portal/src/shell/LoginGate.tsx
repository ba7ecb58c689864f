import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { hasReturnSession, loginGuardFor, loginRedirectHref } from "@portal/core/permissions";
import { matchRoute } from "@portal/core/routes";
import { usePortal } from "../state/portal-state-context.tsx";

/**
 * The login guard on in-app navigation (the server guards the first request): a guarded
 * screen without a return session renders nothing and the browser goes to /login, with
 * `next` back. The page the server rendered is not checked again — the server already did,
 * with the HttpOnly token this script cannot see.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { state } = usePortal();
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr, href: s.location.href }) });
  const [firstHref] = useState(location.href);
  const hasSession = useSyncExternalStore(subscribeToNothing, readSession, () => true);
  const match = matchRoute(location.pathname);
  const redirectTo =
    location.href === firstHref || match === null
      ? undefined
      : loginGuardFor({
            screen: match.screen,
            path: match.path,
            search: location.searchStr,
            requiredLogin: state.theme.meta_data?.required_login,
            hasToken: hasSession,
          }) === "redirect-to-login"
        ? loginRedirectHref(match.prefix, `${location.pathname}${location.searchStr}`)
        : undefined;

  useEffect(() => {
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);

  return redirectTo ? null : children;
}

// Cookies fire no events; the session is read again on every render that asks.
const subscribeToNothing = () => () => {};
const readSession = () => hasReturnSession(document.cookie, new Date());
