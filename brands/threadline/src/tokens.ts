import type { ThemeTokens } from "@portal/core/theme";

/** Threadline: ink black, bone white, an indigo thread. */
export const tokens = {
  primary: "#1b1b3a",
  primaryText: "#ffffff",
  accent: "#4f46e5",
  background: "#faf9f6",
  surface: "#ffffff",
  text: "#121212",
  headerBackground: "#121212",
  headerText: "#faf9f6",
  footerBackground: "#1b1b3a",
  footerText: "#ecebf5",
  fontFamily: "system-ui, 'Segoe UI', 'Helvetica Neue', 'Noto Sans', sans-serif",
  radius: "0px",
} satisfies ThemeTokens;
