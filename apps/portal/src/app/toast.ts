type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
/** The toast library, loaded on first use: no screen needs it to paint. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import("sonner"));

interface ToastOptions {
  duration?: number;
}

/**
 * Shows a toast (spec section 9) through sonner, loaded when first needed. The page's
 * Toaster mounts right after hydration, before any action can raise a toast.
 */
export const toast = Object.assign((message: string, options?: ToastOptions) => void loadSonner().then((m) => m.toast(message, options)), {
  success: (message: string, options?: ToastOptions) => void loadSonner().then((m) => m.toast.success(message, options)),
});
