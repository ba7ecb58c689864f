import type { ThemeTokens } from "@portal/core/theme";

/** Whitelabel's colours and type: the theme stored for the brand overrides any of them. */
export const tokens = {
  primary: "#334155",
  primaryText: "#ffffff",
  accent: "#334155",
  background: "#f8fafc",
  surface: "#ffffff",
  text: "#111827",
  headerBackground: "#334155",
  headerText: "#ffffff",
  footerBackground: "#111827",
  footerText: "#f3f4f6",
  fontFamily: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  radius: "6px",
} satisfies ThemeTokens;
