import { onDemandModules } from "../on-demand/load-on-demand.ts";

type Sonner = typeof import("sonner");
type Show = (m: Sonner) => void;

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
/** The toast library, loaded on first use: no screen needs it to paint. */
export const loadSonner = (): Promise<Sonner> =>
  (loading ??= onDemandModules()
    .then((modules) => modules.importSonner())
    .then((m) => (loaded = m)));

/*
 * The page's Toaster mounts on the first toast, not at hydration, so sonner is not fetched
 * during the first seconds a phone needs for the page itself. A toast asked for before the
 * Toaster is mounted waits for it: its live region must exist before the toast is put in
 * it, for screen readers to announce it.
 */
let toasterWanted = false;
let mountedToasters = 0;
const pending: Show[] = [];
const listeners = new Set<() => void>();

/** For PortalToaster: whether a toast has been asked for yet (then it mounts sonner's Toaster). */
export const toasterRequest = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => toasterWanted,
};

/** Called by PortalToaster once sonner's Toaster is mounted (and again with false when it unmounts). */
export function toasterMounted(mounted: boolean): void {
  mountedToasters += mounted ? 1 : -1;
  if (mountedToasters > 0 && loaded) for (const show of pending.splice(0)) show(loaded);
}

/** Loads sonner and mounts the Toaster now, ahead of a toast (the shopper started on a form). */
export function prepareToasts(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/**
 * A page that hydrated from its inlined texts may not have its catalog yet when a tap asks
 * for a toast (@portal/i18n's textsOnDemand): the entry sets this to its catalog's load.
 */
let textsReady: () => Promise<void> = () => Promise.resolve();
export function toastTextsFrom(ready: () => Promise<void>): void {
  textsReady = ready;
}

/** Resolves once the toast is in its live region, so a page may leave only after it shows. */
function withSonner(show: Show): Promise<void> {
  return textsReady().then(
    () => {
      if (loaded && mountedToasters > 0) return show(loaded);
      return new Promise<void>((resolve) => {
        pending.push((m) => {
          show(m);
          resolve();
        });
        prepareToasts();
      });
    },
    // Without the catalog there is no text to show (the load is tried again on the next toast).
    () => undefined,
  );
}

interface ToastOptions {
  duration?: number;
}

/** A toast's text, read when it shows: a function when the text comes from the page's i18n. */
type ToastText = string | (() => string);
const textOf = (message: ToastText) => (typeof message === "function" ? message() : message);

/** Shows a toast (product rules §9) through sonner, loaded and mounted when first needed. */
export const toast = Object.assign((message: ToastText, options?: ToastOptions) => withSonner((m) => void m.toast(textOf(message), options)), {
  success: (message: ToastText, options?: ToastOptions) => withSonner((m) => void m.toast.success(textOf(message), options)),
});
