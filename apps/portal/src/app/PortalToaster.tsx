import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react/macro";
import { usePortal } from "../state/portal-state-context.tsx";
import { loadSonner, prepareToasts, toasterMounted, toasterRequest } from "./toast.ts";

/** Spec section 9: toasts last 4000 ms by default (success 2000 ms, loading until done), at most 20 at once, 350 px wide. */
export const TOAST_DURATION_MS = { default: 4000, success: 2000 } as const;
export const MAX_VISIBLE_TOASTS = 20;
export const TOAST_MAX_WIDTH_PX = 350;

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** False on the server and while hydrating, then true from the first toast asked for. */
const useToasterWanted = () => useSyncExternalStore(toasterRequest.subscribe, toasterRequest.wanted, () => false);

/** Rendered after the Toaster in the same boundary: its effect runs once the Toaster's has. */
function ToasterReady() {
  useEffect(() => {
    toasterMounted(true);
    return () => toasterMounted(false);
  }, []);
  return null;
}

/**
 * Toasts answer what the shopper does with a form or a button: the first touch, key or focus on
 * a control loads and mounts the Toaster, so it is ready by the time they submit (a phone needs
 * a moment to fetch it).
 */
function usePrepareOnFormUse() {
  useEffect(() => {
    const onUse = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest("input, select, textarea, button")) return;
      prepareToasts();
      for (const type of FORM_USE_EVENTS) document.removeEventListener(type, onUse, true);
    };
    for (const type of FORM_USE_EVENTS) document.addEventListener(type, onUse, true);
    return () => {
      for (const type of FORM_USE_EVENTS) document.removeEventListener(type, onUse, true);
    };
  }, []);
}
const FORM_USE_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The toasts' live region. Mounted when the first toast is asked for (the server renders
 * nothing here, so the two match), with sonner loaded then rather than with the page.
 */
export function PortalToaster() {
  const { t } = useLingui();
  const { state } = usePortal();
  usePrepareOnFormUse();
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        // The toast region's name in the page's language (sonner appends its alt+T shortcut).
        containerAriaLabel={t`Notifications`}
        position="top-center"
        dir={state.user.lang === "ar" ? "rtl" : "ltr"}
        visibleToasts={MAX_VISIBLE_TOASTS}
        duration={TOAST_DURATION_MS.default}
        toastOptions={{ style: { maxWidth: TOAST_MAX_WIDTH_PX } }}
      />
      <ToasterReady />
    </Suspense>
  );
}
