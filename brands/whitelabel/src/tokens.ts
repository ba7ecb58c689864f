import type { ThemeTokens } from "@portal/core/theme";

/** Whitelabel's colours and type: the theme stored for the brand overrides any of them. */
export const tokens = {
  primary: "hsl(307 62% 34%)",
  primaryText: "#ffffff",
  accent: "hsl(307 62% 34%)",
  background: "#f8fafc",
  surface: "#ffffff",
  text: "#111827",
  headerBackground: "hsl(307 62% 34%)",
  headerText: "#ffffff",
  footerBackground: "#111827",
  footerText: "#f3f4f6",
  fontFamily: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  radius: "6px",
} satisfies ThemeTokens;
