type Sonner = typeof import("sonner");

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
/** The toast library, loaded on first use: no screen needs it to paint. */
export const loadSonner = (): Promise<Sonner> => (loading ??= import("sonner").then((m) => (loaded = m)));

interface ToastOptions {
  duration?: number;
}

/** Runs at once when sonner is in (the Toaster loads it right after hydration), else once it is. */
function withSonner(show: (m: Sonner) => void): void {
  if (loaded) show(loaded);
  else void loadSonner().then(show);
}

/**
 * Shows a toast (spec section 9) through sonner, loaded when first needed. The page's
 * Toaster mounts right after hydration, before any action can raise a toast.
 */
export const toast = Object.assign((message: string, options?: ToastOptions) => withSonner((m) => m.toast(message, options)), {
  success: (message: string, options?: ToastOptions) => withSonner((m) => m.toast.success(message, options)),
});
