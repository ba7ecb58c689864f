import { useLingui } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect, useRef } from "react";
import { onDemandModules } from "../on-demand/load-on-demand.ts";
import { usePortal } from "../state/portal-state-context.tsx";

/**
 * After every client-side navigation (not the first page load, where the browser starts at
 * the top): title and focus follow the new screen (navigation-focus.ts). Its code comes with
 * what a page loads on demand, which a navigation has loaded already for its screen.
 */
export function useNavigationFocus(): void {
  const { i18n } = useLingui();
  const { state } = usePortal();
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let stop: (() => void) | undefined;
    let left = false;
    onDemandModules().then(
      (modules) => {
        if (!left) stop = modules.followNavigation(router.history.location, i18n, state.brand.name);
      },
      // Then the new screen failed to load too, and its error view says so.
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [href, i18n, router, state.brand.name]);
}
