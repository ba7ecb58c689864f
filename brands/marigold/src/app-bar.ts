import { useState } from "react";
import type { Theme } from "@portal/core/theme";
import { webHref } from "@portal/core/theme";

export type AppBarState = "shown" | "hidden" | "absent";

/**
 * Marigold's app bar: on the home page (root path) only, when the theme has an app link,
 * until the shopper hides it. While it shows, the footer adds bottom padding so the bar never
 * covers its last line (product rules: extra bottom padding on the root path when an app link is
 * present and not hidden; Footer.css).
 */
export function appBarState(theme: Theme, pathname: string, hidden: boolean): AppBarState {
  const hasApp = Boolean(webHref(theme.meta_data?.app?.android) ?? webHref(theme.meta_data?.app?.ios));
  if (pathname !== "/" || !hasApp) return "absent";
  return hidden ? "hidden" : "shown";
}

/**
 * The bar's state and the way to hide it, kept by the header: the shell keeps the header
 * mounted for the page's life, client navigations included, so once hidden the bar stays hidden.
 */
export function useAppBar(theme: Theme, pathname: string) {
  const [hidden, setHidden] = useState(false);
  return { state: appBarState(theme, pathname, hidden), hide: () => setHidden(true) };
}
