import type { ThemeTokens } from "@portal/core/theme";

/** Neutral defaults: the theme stored for a brand overrides any of them. */
export const tokens = {
  primary: "#1d4ed8",
  primaryText: "#ffffff",
  accent: "#0f766e",
  background: "#f8fafc",
  surface: "#ffffff",
  text: "#0f172a",
  headerBackground: "#ffffff",
  headerText: "#0f172a",
  footerBackground: "#0f172a",
  footerText: "#e2e8f0",
  fontFamily: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  radius: "8px",
} satisfies ThemeTokens;
