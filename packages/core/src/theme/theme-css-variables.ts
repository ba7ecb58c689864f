import type { ThemeTokens } from "./theme-schema.ts";

/** Token name -> CSS custom property. Exhaustive so a new token cannot be forgotten. */
const CSS_VARIABLE_BY_TOKEN = {
  primary: "--portal-color-primary",
  primaryText: "--portal-color-on-primary",
  accent: "--portal-color-accent",
  background: "--portal-color-background",
  surface: "--portal-color-surface",
  text: "--portal-color-text",
  headerBackground: "--portal-header-background",
  headerText: "--portal-header-text",
  footerBackground: "--portal-footer-background",
  footerText: "--portal-footer-text",
  fontFamily: "--portal-font-family",
  radius: "--portal-radius",
} as const satisfies Record<keyof ThemeTokens, `--${string}`>;

/** Only values that cannot break out of a CSS declaration are kept (they come from brand data). */
const SAFE_CSS_VALUE = /^[#(),.%\w\s'"-]+$/;

export function themeCssVariables(tokens: ThemeTokens): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [token, cssVar] of Object.entries(CSS_VARIABLE_BY_TOKEN)) {
    const value = tokens[token as keyof ThemeTokens];
    if (value && SAFE_CSS_VALUE.test(value) && !value.includes("</")) out[cssVar] = value;
  }
  return out;
}

/** `:root{--a:b;…}` for the server-rendered `<style>`. */
export function themeCssText(tokens: ThemeTokens): string {
  const body = Object.entries(themeCssVariables(tokens))
    .map(([k, v]) => `${k}:${v}`)
    .join(";");
  return `:root{${body}}`;
}
