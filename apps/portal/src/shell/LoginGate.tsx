import { useRouterState } from "@tanstack/react-router";
import { use, useEffect, useState, type ReactNode } from "react";
import { onDemandModules } from "../on-demand/load-on-demand.ts";
import { usePortal } from "../state/portal-state-context.tsx";

/**
 * The login guard on in-app navigation (the server guards the first request): a guarded
 * screen without a return session renders nothing and the browser goes to /login, with
 * `next` back. The page the server rendered is not checked again — the server already did,
 * with the HttpOnly token this script cannot see — so the guard's rules (login-redirect-for.ts)
 * come with what a page loads on demand, which a navigation has loaded for its screen already.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { state } = usePortal();
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr, href: s.location.href }) });
  const [firstHref] = useState(location.href);
  const redirectTo = location.href === firstHref ? undefined : use(onDemandModules()).loginRedirectFor(location, state.theme.meta_data?.required_login);

  useEffect(() => {
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);

  return redirectTo ? null : children;
}
