import type { ComponentType } from "react";
import type { ScreenId } from "@portal/core/routes";
import { withLoadTimeout } from "./lazy-with-timeout.ts";

type ScreenModule = { default: ComponentType };

/** Every screen module file, each its own chunk (shared views are imported, not listed). */
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  "./*/*Screen.tsx",
  "!./not-found/*",
  "!./load-failure/*",
  "!./delivery-issue/FailureIssueScreen.tsx",
  "!./returns-status/StatusScreen.tsx",
]);

/**
 * The one map of which file renders each screen. The router loads it on first use; the
 * server names the same file to preload the screen's chunk from the Vite manifest.
 */
const SCREEN_FILE = {
  home: "./home/HomeScreen.tsx",
  "my-orders": "./my-orders/MyOrdersScreen.tsx",
  pincode: "./pincode/PincodeScreen.tsx",
  "delivery-issue": "./delivery-issue/DeliveryIssueScreen.tsx",
  reverse: "./reverse/ReverseScreen.tsx",
  "reverse-issue": "./reverse/ReverseIssueScreen.tsx",
  "update-contact": "./update-contact/UpdateContactScreen.tsx",
  login: "./login/LoginScreen.tsx",
  returns: "./returns/ReturnsScreen.tsx",
  "returns-status": "./returns-status/ReturnsStatusScreen.tsx",
  exchange: "./exchange/ExchangeScreen.tsx",
  "exchange-status": "./returns-status/ExchangeStatusScreen.tsx",
} as const satisfies Record<ScreenId, string>;

function moduleLoader(file: string): () => Promise<ScreenModule> {
  const load = SCREEN_MODULES[file];
  if (!load) throw new Error(`No screen module ${file}`);
  return withLoadTimeout(load);
}

export const SCREEN_LOADERS = Object.fromEntries(
  Object.entries(SCREEN_FILE).map(([screen, file]) => [screen, moduleLoader(file)]),
) as Record<ScreenId, () => Promise<ScreenModule>>;

/** Source path of a screen's module, relative to apps/portal: its Vite manifest key. */
export function screenSource(screen: ScreenId): string {
  return `src/screens/${SCREEN_FILE[screen].slice(2)}`;
}
