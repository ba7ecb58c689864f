/**
 * The router's search parsing: every value stays the exact text of the URL. The router's
 * default JSON-parses values, so a 22-digit USPS number became 9.405516902697649e+21, "007"
 * stayed text while "123" became a number, and "true" a boolean; identifiers here are text.
 */
export type VerbatimSearch = Record<string, string | string[]>;

/** `?a=1&b=x&b=y` -> { a: "1", b: ["x", "y"] }: strings only, repeated keys as a list. */
export function parseSearchVerbatim(searchStr: string): VerbatimSearch {
  const out: VerbatimSearch = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = out[key];
    out[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return out;
}

/** The inverse: strings as they are, lists as repeated keys, anything else as JSON text. */
export function stringifySearchVerbatim(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      params.append(key, typeof item === "string" ? item : JSON.stringify(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
