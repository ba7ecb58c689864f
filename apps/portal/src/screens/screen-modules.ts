import type { ComponentType } from "react";
import type { ScreenId } from "@portal/core/routes";

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * Each screen is its own chunk, loaded on first use. The server reads the same map's keys
 * (`SCREEN_SOURCE`) to preload the current screen's chunk from the Vite manifest.
 */
export const SCREEN_LOADERS = {
  home: () => import("./home/HomeScreen.tsx"),
  "my-orders": () => import("./placeholder/PlaceholderScreen.tsx"),
  pincode: () => import("./placeholder/PlaceholderScreen.tsx"),
  "delivery-issue": () => import("./placeholder/PlaceholderScreen.tsx"),
  reverse: () => import("./placeholder/PlaceholderScreen.tsx"),
  "reverse-issue": () => import("./placeholder/PlaceholderScreen.tsx"),
  "update-contact": () => import("./placeholder/PlaceholderScreen.tsx"),
  login: () => import("./placeholder/PlaceholderScreen.tsx"),
  returns: () => import("./placeholder/PlaceholderScreen.tsx"),
  "returns-status": () => import("./placeholder/PlaceholderScreen.tsx"),
  exchange: () => import("./placeholder/PlaceholderScreen.tsx"),
  "exchange-status": () => import("./placeholder/PlaceholderScreen.tsx"),
} satisfies Record<ScreenId, ScreenModule>;

/** Source path of each screen module, relative to apps/portal (Vite manifest keys). */
export const SCREEN_SOURCE = {
  home: "src/screens/home/HomeScreen.tsx",
  "my-orders": "src/screens/placeholder/PlaceholderScreen.tsx",
  pincode: "src/screens/placeholder/PlaceholderScreen.tsx",
  "delivery-issue": "src/screens/placeholder/PlaceholderScreen.tsx",
  reverse: "src/screens/placeholder/PlaceholderScreen.tsx",
  "reverse-issue": "src/screens/placeholder/PlaceholderScreen.tsx",
  "update-contact": "src/screens/placeholder/PlaceholderScreen.tsx",
  login: "src/screens/placeholder/PlaceholderScreen.tsx",
  returns: "src/screens/placeholder/PlaceholderScreen.tsx",
  "returns-status": "src/screens/placeholder/PlaceholderScreen.tsx",
  exchange: "src/screens/placeholder/PlaceholderScreen.tsx",
  "exchange-status": "src/screens/placeholder/PlaceholderScreen.tsx",
} satisfies Record<ScreenId, string>;
