import type { CSSProperties } from "react";

/**
 * Hidden on screen, still read and focusable: the radios behind the stars and the words
 * behind the numbers. Inline, because it is behaviour (the widget must stay usable with no
 * brand stylesheet), not brand styling.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
};
