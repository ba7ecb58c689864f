import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdminScreen } from "./admin-route.ts";

/** Each screen's own name, first in the window title, so tabs and history tell the pages apart. */
export const ADMIN_SCREEN_TITLE = {
  login: msg`Log in`,
  theme: msg`Theme`,
  ops: msg`Delivery issues`,
  events: msg`Events for your systems`,
  returns: msg`Returns`,
  reasons: msg`Return reasons`,
  insights: msg`Insights`,
  notifications: msg`Messages to shoppers`,
} as const satisfies Record<AdminScreen, MessageDescriptor>;

const CONSOLE_NAME = msg`Portal admin`;

/** "Theme · Kestrel & Co. · Portal admin": the screen, the brand managed (when there is one), the console. */
export function adminDocumentTitle(i18n: I18n, screen: AdminScreen, brandName?: string): string {
  return [i18n._(ADMIN_SCREEN_TITLE[screen]), brandName, i18n._(CONSOLE_NAME)].filter((part) => part?.trim()).join(" · ");
}
