import type { ComponentType } from "react";
import type { ScreenId } from "@portal/core/routes";
import { lazyRouteComponent, type RouteComponent } from "@tanstack/react-router";
import HomeScreen from "./home/HomeScreen.tsx";
import { withLoadTimeout } from "./lazy-with-timeout.ts";

type ScreenModule = { default: ComponentType };

/**
 * Screens in the entry chunk instead of a chunk of their own: the home screen, which is the
 * tracking page that a shopper's SMS or WhatsApp link opens, the page most visits start on.
 * Bundled, its code compresses with the entry's instead of in a dozen small files (110.6 →
 * 106.7 KiB brotli for the tracking page, 24 → 10 scripts); other screens pay its 4 KiB.
 */
const BUNDLED_SCREENS = { home: HomeScreen } as const satisfies Partial<Record<ScreenId, ComponentType>>;
type BundledScreen = keyof typeof BUNDLED_SCREENS;
type LoadedScreen = Exclude<ScreenId, BundledScreen>;

/** Every screen module file, each its own chunk (shared views are imported, not listed). */
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  "./*/*Screen.tsx",
  "!./home/HomeScreen.tsx",
  "!./not-found/*",
  "!./load-failure/*",
  "!./delivery-issue/FailureIssueScreen.tsx",
  "!./returns-status/StatusScreen.tsx",
]);

/**
 * The one map of which file renders each other screen. The router loads it on first use; the
 * server names the same file to preload the screen's chunk from the Vite manifest.
 */
const SCREEN_FILE = {
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
} as const satisfies Record<LoadedScreen, string>;

function moduleLoader(file: string): () => Promise<ScreenModule> {
  const load = SCREEN_MODULES[file];
  if (!load) throw new Error(`No screen module ${file}`);
  return withLoadTimeout(load);
}

const isBundled = (screen: ScreenId): screen is BundledScreen => Object.hasOwn(BUNDLED_SCREENS, screen);

/** The router's component for a screen: the bundled one itself, any other loaded on first use. */
export function screenComponent(screen: ScreenId): RouteComponent {
  return isBundled(screen) ? BUNDLED_SCREENS[screen] : lazyRouteComponent(moduleLoader(SCREEN_FILE[screen]));
}

/**
 * Source path of a screen's module, relative to apps/portal: the Vite manifest key of its
 * chunk, for the server to preload; none for a screen bundled into the entry.
 */
export function screenSource(screen: ScreenId): string | undefined {
  return isBundled(screen) ? undefined : `src/screens/${SCREEN_FILE[screen].slice(2)}`;
}
