import type { ThemeTokens } from "@portal/core/theme";

/** MedLeaf Pharmacy: clinical white, leaf green, a warm coral for calls to action. */
export const tokens = {
  primary: "#127a5a",
  primaryText: "#ffffff",
  accent: "#e0604f",
  background: "#f5f8f7",
  surface: "#ffffff",
  text: "#15302a",
  headerBackground: "#ffffff",
  headerText: "#15302a",
  footerBackground: "#0e3b30",
  footerText: "#e7f2ee",
  fontFamily: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  radius: "8px",
} satisfies ThemeTokens;
