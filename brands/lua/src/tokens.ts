import type { ThemeTokens } from "@portal/core/theme";

/** Lúa Market: rice-paddy green, lacquer red, paper white. */
export const tokens = {
  primary: "#2f6b3a",
  primaryText: "#ffffff",
  accent: "#b3261e",
  background: "#fbfaf5",
  surface: "#ffffff",
  text: "#1d2a1f",
  headerBackground: "#fbfaf5",
  headerText: "#2f6b3a",
  footerBackground: "#2f6b3a",
  footerText: "#f4f1e6",
  fontFamily: "'Be Vietnam Pro', system-ui, 'Segoe UI', 'Noto Sans', sans-serif",
  radius: "4px",
} satisfies ThemeTokens;
