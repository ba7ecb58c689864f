import { useState } from "react";
import type { Theme } from "@portal/core/theme";
import { webHref } from "@portal/ui";

export type AppBarState = "shown" | "hidden" | "absent";

/**
 * Marigold's app bar: on the home page (root path) only, when the theme has an app link,
 * until the shopper hides it. While shown, the footer adds bottom padding so the bar never
 * covers its last line (spec: extra bottom padding on the root path when an app link is
 * present and not hidden).
 */
export function useAppBar(theme: Theme, pathname: string) {
  const [dismissed, setDismissed] = useState(false);
  const hasApp = Boolean(webHref(theme.meta_data?.app?.android) ?? webHref(theme.meta_data?.app?.ios));
  const state: AppBarState = pathname !== "/" || !hasApp ? "absent" : dismissed ? "hidden" : "shown";
  return { state, hide: () => setDismissed(true) };
}
