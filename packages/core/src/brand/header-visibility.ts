import type { ScreenId } from "../routes/route-table.ts";
import type { HeaderPolicy } from "./brand-manifest.ts";

/**
 * Pages opened from a brand's mobile app (the product rules' "app-only pages"): the app draws its
 * own bar, so no brand shows its header there. `/page` is the tracking page the apps embed.
 */
export const APP_ONLY_PATHS: readonly string[] = ["/page"];

const SHOWN_UNDER = {
  shown: () => true,
  hidden: () => false,
  "hidden-in-webview": (webview) => !webview,
} as const satisfies Record<HeaderPolicy, (webview: boolean) => boolean>;

/** Whether the brand header renders: never on login paths or app-only pages, else by the brand's policy. */
export function isHeaderShown(policy: HeaderPolicy, page: { screen: ScreenId | "not-found"; path: string; webview: boolean }): boolean {
  if (page.screen === "login" || APP_ONLY_PATHS.includes(page.path)) return false;
  return SHOWN_UNDER[policy](page.webview);
}
