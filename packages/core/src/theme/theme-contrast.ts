import { COLOUR_TOKENS, type ColourToken, type ThemeTokens } from "./theme-schema.ts";

/** "text": WCAG 2 AA for normal text (4.5:1); "focus-ring": non-text contrast (3:1, SC 1.4.11). */
export type ContrastKind = "text" | "focus-ring";

export const MINIMUM_CONTRAST = { text: 4.5, "focus-ring": 3 } as const satisfies Record<ContrastKind, number>;

/** The pairs the portal paints on each other: foreground token on background token. */
export const CONTRAST_PAIRS = [
  { foreground: "text", background: "background", kind: "text" },
  { foreground: "text", background: "surface", kind: "text" },
  { foreground: "primaryText", background: "primary", kind: "text" },
  { foreground: "headerText", background: "headerBackground", kind: "text" },
  { foreground: "footerText", background: "footerBackground", kind: "text" },
  // Focus outlines are drawn in the accent colour around controls on the page background.
  { foreground: "accent", background: "background", kind: "focus-ring" },
] as const satisfies ReadonlyArray<{ foreground: ColourToken; background: ColourToken; kind: ContrastKind }>;

export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export interface ContrastProblem {
  pair: ContrastPair;
  /** Rounded down to two decimals, so 4.499 is never shown as "4.5". */
  ratio: number;
  required: number;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value is a colour the editor and the contrast check understand (#rgb or #rrggbb). */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value.trim());
}

function channels(hex: string): [number, number, number] {
  const digits = hex.trim().slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Pairs of the tokens below their minimum. A pair is judged only when both colours are
 * hex; with `onlyChanged`, only pairs with a colour that differs from `before` count, so a
 * brand's older choice does not block an unrelated save.
 */
export function contrastProblems(tokens: ThemeTokens, options: { before?: ThemeTokens; onlyChanged?: boolean } = {}): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const fg = tokens[pair.foreground];
    const bg = tokens[pair.background];
    if (!fg || !bg || !isHexColour(fg) || !isHexColour(bg)) continue;
    if (options.onlyChanged && fg === options.before?.[pair.foreground] && bg === options.before?.[pair.background]) continue;
    const ratio = contrastRatio(fg, bg);
    const required = MINIMUM_CONTRAST[pair.kind];
    if (ratio < required) problems.push({ pair, ratio: Math.floor(ratio * 100) / 100, required });
  }
  return problems;
}

/** Colour tokens whose value is set but is not #rgb / #rrggbb. */
export function nonHexColourTokens(tokens: ThemeTokens): ColourToken[] {
  return COLOUR_TOKENS.filter((token) => {
    const value = tokens[token];
    return value !== undefined && value !== "" && !isHexColour(value);
  });
}
