import { COLOUR_TOKENS, type ColourToken, type ThemeTokens } from "./theme-schema.ts";

/**
 * WCAG 2.x minimums: "text" is normal-size text (SC 1.4.3, 4.5:1); "large-text" is text at
 * 24 px, or 18.66 px bold, and up (3:1); "non-text" is a control's edge or the focus ring
 * (SC 1.4.11, 3:1).
 */
export type ContrastKind = "text" | "large-text" | "non-text";

export const MINIMUM_CONTRAST = { text: 4.5, "large-text": 3, "non-text": 3 } as const satisfies Record<ContrastKind, number>;

/**
 * Every pair of colour tokens the portal paints one on the other, with the strictest use
 * of it (a pair drawn both as body text and as a heading is judged as body text). Read
 * from the portal's and the shared UI's CSS: the brand colour is also a text colour
 * (links, the status heading, secondary buttons, My Orders' status), on the page and on
 * cards; the accent is the focus ring (portal.css, --portal-focus-ring) around controls
 * on both.
 */
export const CONTRAST_PAIRS = [
  { foreground: "text", background: "background", kind: "text" },
  { foreground: "text", background: "surface", kind: "text" },
  // Links and secondary buttons are body-size text in the brand colour; the status heading is its large use.
  { foreground: "primary", background: "background", kind: "text" },
  { foreground: "primary", background: "surface", kind: "text" },
  { foreground: "primaryText", background: "primary", kind: "text" },
  { foreground: "headerText", background: "headerBackground", kind: "text" },
  { foreground: "footerText", background: "footerBackground", kind: "text" },
  { foreground: "accent", background: "background", kind: "non-text" },
  { foreground: "accent", background: "surface", kind: "non-text" },
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
