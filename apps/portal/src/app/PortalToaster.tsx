import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { onDemandModules } from "../on-demand/load-on-demand.ts";
import { loadSonner, prepareToasts, toasterRequest } from "./toast.ts";

// sonner first: a toast waiting for the Toaster is shown once it mounts with sonner loaded.
const MountedToaster = lazy(() => Promise.all([loadSonner(), onDemandModules().then((modules) => modules.importToaster())]).then(([, module]) => module));

/** False on the server and while hydrating, then true from the first toast asked for. */
const useToasterWanted = () => useSyncExternalStore(toasterRequest.subscribe, toasterRequest.wanted, () => false);

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
 * nothing here, so the two match), with sonner and the Toaster's settings (MountedToaster)
 * loaded then rather than with the page.
 */
export function PortalToaster() {
  usePrepareOnFormUse();
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <MountedToaster />
    </Suspense>
  );
}
