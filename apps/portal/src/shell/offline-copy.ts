/**
 * Registers the service worker that keeps the last tracking page readable offline
 * (apps/portal/public/sw.js), once the page has loaded so it never competes with the first paint.
 * The dev server has no /sw.js (it is copied into the build), so there the registration fails quietly.
 */
export function registerOfflineCopy(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
