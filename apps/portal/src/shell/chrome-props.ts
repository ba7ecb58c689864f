import type { BrandChromeProps } from "@portal/ui";
import type { PortalInitialState } from "../state/initial-state.ts";

/** What a brand's chrome is told about the page (the first request's: chrome lives as long as the page). */
export function chromePropsOf(state: Pick<PortalInitialState, "theme" | "user" | "page">): BrandChromeProps {
  return { theme: state.theme, locale: state.user.lang, pathname: state.page.path, search: state.page.search ?? "", device: state.user.device };
}
