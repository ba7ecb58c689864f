import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, OPEN_BRACE, OPEN_BRACKET, QUOTE } from "./json-bytes.ts";

/**
 * Deeper than any request or feed the portal takes (an import document is about 8 levels).
 * A deeper body is refused before it is parsed: walking it (control-character checks,
 * validation) would recurse once per level and overflow the stack, a 500 for bad input.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, read in one pass over its
 * bytes without recursion; brackets inside strings do not count. Malformed text is left to
 * JSON.parse: this only looks at depth.
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return false;
}
