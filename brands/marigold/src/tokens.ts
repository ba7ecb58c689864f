import type { ThemeTokens } from "@portal/core/theme";

/** Marigold Naturals: marigold orange, coconut cream, leaf green. */
export const tokens = {
  primary: "#c2410c",
  primaryText: "#ffffff",
  accent: "#3f6212",
  background: "#fffbf2",
  surface: "#ffffff",
  text: "#2a1a0a",
  headerBackground: "#c2410c",
  headerText: "#fffbf2",
  footerBackground: "#3f2a12",
  footerText: "#fdf1dc",
  fontFamily: "system-ui, 'Segoe UI', 'Noto Sans', sans-serif",
  radius: "12px",
} satisfies ThemeTokens;
