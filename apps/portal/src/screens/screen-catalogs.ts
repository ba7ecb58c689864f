import type { ExtraCatalog } from "@portal/i18n";
import type { ScreenId } from "@portal/core/routes";

/**
 * The extra message catalogs each screen needs besides the main one: the return flows' texts
 * load only on return pages, so the tracking page's catalog stays as small as before.
 */
export const SCREEN_CATALOGS = {
  home: [],
  "my-orders": [],
  pincode: [],
  "delivery-issue": [],
  reverse: [],
  "reverse-issue": [],
  "update-contact": [],
  login: [],
  returns: ["returns"],
  "returns-status": [],
  exchange: ["returns"],
  "exchange-status": [],
} as const satisfies Record<ScreenId, readonly ExtraCatalog[]>;

export function catalogsFor(screen: ScreenId | "not-found"): readonly ExtraCatalog[] {
  return screen === "not-found" ? [] : SCREEN_CATALOGS[screen];
}
