import type { ComponentType } from "react";
import type { ScreenId } from "@portal/core/routes";
import { withLoadTimeout } from "./lazy-with-timeout.ts";

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * Each screen is its own chunk, loaded on first use. The server reads the same map's keys
 * (`SCREEN_SOURCE`) to preload the current screen's chunk from the Vite manifest.
 */
export const SCREEN_LOADERS = {
  home: withLoadTimeout(() => import("./home/HomeScreen.tsx")),
  "my-orders": withLoadTimeout(() => import("./my-orders/MyOrdersScreen.tsx")),
  pincode: withLoadTimeout(() => import("./pincode/PincodeScreen.tsx")),
  "delivery-issue": withLoadTimeout(() => import("./delivery-issue/DeliveryIssueScreen.tsx")),
  reverse: withLoadTimeout(() => import("./reverse/ReverseScreen.tsx")),
  "reverse-issue": withLoadTimeout(() => import("./reverse/ReverseIssueScreen.tsx")),
  "update-contact": withLoadTimeout(() => import("./update-contact/UpdateContactScreen.tsx")),
  login: withLoadTimeout(() => import("./placeholder/PlaceholderScreen.tsx")),
  returns: withLoadTimeout(() => import("./returns/ReturnsScreen.tsx")),
  "returns-status": withLoadTimeout(() => import("./placeholder/PlaceholderScreen.tsx")),
  exchange: withLoadTimeout(() => import("./exchange/ExchangeScreen.tsx")),
  "exchange-status": withLoadTimeout(() => import("./placeholder/PlaceholderScreen.tsx")),
} satisfies Record<ScreenId, ScreenModule>;

/** Source path of each screen module, relative to apps/portal (Vite manifest keys). */
export const SCREEN_SOURCE = {
  home: "src/screens/home/HomeScreen.tsx",
  "my-orders": "src/screens/my-orders/MyOrdersScreen.tsx",
  pincode: "src/screens/pincode/PincodeScreen.tsx",
  "delivery-issue": "src/screens/delivery-issue/DeliveryIssueScreen.tsx",
  reverse: "src/screens/reverse/ReverseScreen.tsx",
  "reverse-issue": "src/screens/reverse/ReverseIssueScreen.tsx",
  "update-contact": "src/screens/update-contact/UpdateContactScreen.tsx",
  login: "src/screens/placeholder/PlaceholderScreen.tsx",
  returns: "src/screens/returns/ReturnsScreen.tsx",
  "returns-status": "src/screens/placeholder/PlaceholderScreen.tsx",
  exchange: "src/screens/exchange/ExchangeScreen.tsx",
  "exchange-status": "src/screens/placeholder/PlaceholderScreen.tsx",
} satisfies Record<ScreenId, string>;
