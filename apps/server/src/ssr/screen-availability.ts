import type { ScreenId } from "@portal/core/routes";
import type { Theme } from "@portal/core/theme";

/** Screens that only some brands offer; elsewhere their path is not found (product rules §2). */
const OFFERED_BY_THEME: Partial<Record<ScreenId, (theme: Theme) => boolean>> = {
  pincode: (theme) => theme.config?.pincode_page_enabled === true,
};

export function isScreenOffered(screen: ScreenId, theme: Theme): boolean {
  return OFFERED_BY_THEME[screen]?.(theme) ?? true;
}
