import type { ComponentType } from "react";
import type { ScreenId } from "@portal/core/routes";
import { SCREEN_DATA_LOADERS } from "../data/screen-data-loaders.ts";
import type { BundledScreen } from "../screens/screen-modules.ts";

/**
 * The dynamic imports a page makes after its first paint, in one chunk of their own (see
 * load-on-demand.ts): every other screen's module, every screen's data loader, every
 * catalog, the API client and the toasts. A tracking link's page, which hydrates from its inlined answer and texts, needs
 * none of them until the shopper acts, so their tables of file names (with the bundler's
 * preload lists) stay out of its download (`pnpm bench:bundle`).
 */

export { SCREEN_DATA_LOADERS };
export { loadCatalog } from "@portal/i18n/catalogs";
/** Title and focus after a client-side navigation (shell/use-navigation-focus.ts). */
export { followNavigation } from "../shell/navigation-focus.ts";
/** The login guard of a client navigation (shell/LoginGate.tsx). */
export { loginRedirectFor } from "../shell/login-redirect-for.ts";

/** The browser's API client (ky and every call's schemas), for its first call (api/lazy-api-client.ts). */
export const importBrowserApi = () => import("../api/create-browser-api.ts");

/** The toast library, for the first toast (app/toast.ts). */
export const importSonner = () => import("sonner");

/** The page's Toaster with the product rules' settings, for the first toast (app/PortalToaster.tsx). */
export const importToaster = () => import("../app/MountedToaster.tsx");

type ScreenModule = { default: ComponentType };
export type LoadedScreen = Exclude<ScreenId, BundledScreen>;

/** Every screen module file, each its own chunk (shared views are imported, not listed). */
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  "../screens/*/*Screen.tsx",
  "!../screens/home/HomeScreen.tsx",
  "!../screens/not-found/*",
  "!../screens/load-failure/*",
  "!../screens/delivery-issue/FailureIssueScreen.tsx",
  "!../screens/returns-status/StatusScreen.tsx",
]);

/**
 * The one map of which file renders each screen not bundled into the entry
 * (screens/screen-modules.ts). The router loads it on first use; the server names the same
 * file to preload the screen's chunk from the Vite manifest.
 */
const SCREEN_FILE = {
  "my-orders": "my-orders/MyOrdersScreen.tsx",
  pincode: "pincode/PincodeScreen.tsx",
  "delivery-issue": "delivery-issue/DeliveryIssueScreen.tsx",
  reverse: "reverse/ReverseScreen.tsx",
  "reverse-issue": "reverse/ReverseIssueScreen.tsx",
  "update-contact": "update-contact/UpdateContactScreen.tsx",
  login: "login/LoginScreen.tsx",
  returns: "returns/ReturnsScreen.tsx",
  "returns-status": "returns-status/ReturnsStatusScreen.tsx",
  exchange: "exchange/ExchangeScreen.tsx",
  "exchange-status": "returns-status/ExchangeStatusScreen.tsx",
} as const satisfies Record<LoadedScreen, string>;

/** Imports a loaded screen's module. */
export function loadScreenModule(screen: LoadedScreen): Promise<ScreenModule> {
  const load = SCREEN_MODULES[`../screens/${SCREEN_FILE[screen]}`];
  if (!load) throw new Error(`No screen module for ${screen}`);
  return load();
}

/**
 * Source path of a screen's module, relative to apps/portal: the Vite manifest key of its
 * chunk, for the server to preload; none for a screen bundled into the entry.
 */
export function screenSource(screen: ScreenId): string | undefined {
  return Object.hasOwn(SCREEN_FILE, screen) ? `src/screens/${SCREEN_FILE[screen as LoadedScreen]}` : undefined;
}
