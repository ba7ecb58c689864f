import type { ComponentType } from "react";
import type { ScreenId } from "@portal/core/routes";
import { lazyRouteComponent, type RouteComponent } from "@tanstack/react-router";
import { onDemandModules } from "../on-demand/load-on-demand.ts";
import HomeScreen from "./home/HomeScreen.tsx";
import { withLoadTimeout } from "./lazy-with-timeout.ts";

/**
 * Screens in the entry chunk instead of a chunk of their own: the home screen, which is the
 * tracking page that a shopper's SMS or WhatsApp link opens, the page most visits start on.
 * Bundled, its code compresses with the entry's instead of in a dozen small files, in fewer
 * scripts (`pnpm bench:bundle` prints both; docs/performance.md); other screens pay its few KiB.
 * Which file renders each other screen: on-demand/on-demand-modules.ts.
 */
const BUNDLED_SCREENS = { home: HomeScreen } as const satisfies Partial<Record<ScreenId, ComponentType>>;
export type BundledScreen = keyof typeof BUNDLED_SCREENS;

const isBundled = (screen: ScreenId): screen is BundledScreen => Object.hasOwn(BUNDLED_SCREENS, screen);

/** The router's component for a screen: the bundled one itself, any other loaded on first use. */
export function screenComponent(screen: ScreenId): RouteComponent {
  if (isBundled(screen)) return BUNDLED_SCREENS[screen];
  return lazyRouteComponent(withLoadTimeout(() => onDemandModules().then((modules) => modules.loadScreenModule(screen))));
}
