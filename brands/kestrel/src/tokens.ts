import type { ThemeTokens } from "@portal/core/theme";

/** Kestrel & Co.: sand paper, pine ink, terracotta accents, a book serif with a Naskh fallback. */
export const tokens = {
  primary: "#1f3d36",
  primaryText: "#f7f1e8",
  accent: "#c2643c",
  background: "#f7f1e8",
  surface: "#fffaf3",
  text: "#1c1b19",
  headerBackground: "#f7f1e8",
  headerText: "#1f3d36",
  footerBackground: "#1f3d36",
  footerText: "#f7f1e8",
  fontFamily: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Noto Naskh Arabic', serif",
  radius: "2px",
} satisfies ThemeTokens;
