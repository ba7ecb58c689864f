/** The bytes (UTF-8 code units) that shape JSON text, for the readers that scan it byte by byte. */
export const QUOTE = 34;
export const BACKSLASH = 92;
export const OPEN_BRACE = 123;
export const CLOSE_BRACE = 125;
export const OPEN_BRACKET = 91;
export const CLOSE_BRACKET = 93;
export const COMMA = 44;
export const COLON = 58;
