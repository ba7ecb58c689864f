import type { ThemeTokens } from "@portal/core/theme";

/** Sahra Living: dune sand, deep teal and a copper accent. */
export const tokens = {
  primary: "#0f5257",
  primaryText: "#ffffff",
  accent: "#b8652a",
  background: "#fbf7f1",
  surface: "#ffffff",
  text: "#1f2933",
  headerBackground: "#0f5257",
  headerText: "#fbf7f1",
  footerBackground: "#173f42",
  footerText: "#f1e9dc",
  fontFamily: "'Cairo Variable', system-ui, 'Segoe UI', 'Noto Sans Arabic', 'Noto Sans', sans-serif",
  radius: "10px",
} satisfies ThemeTokens;
