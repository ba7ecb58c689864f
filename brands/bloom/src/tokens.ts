import type { ThemeTokens } from "@portal/core/theme";

/** Bloomwell Beauty: blush, deep berry, soft rounded corners. */
export const tokens = {
  primary: "#9d174d",
  primaryText: "#ffffff",
  accent: "#db2777",
  background: "#fff7fa",
  surface: "#ffffff",
  text: "#3b0a22",
  headerBackground: "#fff1f6",
  headerText: "#9d174d",
  footerBackground: "#3b0a22",
  footerText: "#fde7f0",
  fontFamily: "system-ui, 'Segoe UI', 'Noto Sans', sans-serif",
  radius: "14px",
} satisfies ThemeTokens;
