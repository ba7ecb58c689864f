// Plain JS so Node can load it from a vite config without a TS loader.

/** A Lingui message id as its macros generate it: six characters of a base64 hash. */
const LINGUI_ID = String.raw`[A-Za-z0-9+/_-]{6}`;
/** A catalog's key, in compiled JSON (`"abc123":[`), escaped or not inside a string literal. */
const CATALOG_KEY = new RegExp(String.raw`(\\?")(${LINGUI_ID})(\\?":)`, "g");
/** A message descriptor's id in built code: `id:"abc123"` (or with backticks or single quotes). */
const DESCRIPTOR_ID = new RegExp(String.raw`\bid:(\s*)([\x60"'])(${LINGUI_ID})\2`, "g");
const CATALOG_MODULE = /\.po(?:\?.*)?$/;
/** Where a client build keeps its mapping, next to Vite's manifest: `{ "<lingui id>": "<short id>" }`. */
export const MESSAGE_IDS_FILE = ".vite/message-ids.json";
const SHORT_ID_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Each id its short one: the ids in sorted order, numbered in base 62 (one or two characters,
 * so none can equal a six-character id that was left alone).
 * @param {Iterable<string>} ids
 * @returns {Map<string, string>}
 */
export function shortIdMap(ids) {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length > SHORT_ID_CHARS.length ** 2) throw new Error(`${sorted.length} message ids: more than two characters can number`);
  const short = (n) => (n < SHORT_ID_CHARS.length ? "" : SHORT_ID_CHARS[Math.floor(n / SHORT_ID_CHARS.length) - 1]) + SHORT_ID_CHARS[n % SHORT_ID_CHARS.length];
  return new Map(sorted.map((id, n) => [id, short(n)]));
}

/**
 * The ids a compiled catalog module defines.
 * @param {string} code
 * @returns {string[]}
 */
export function catalogIds(code) {
  return [...code.matchAll(CATALOG_KEY)].map((m) => m[2]);
}

/**
 * A built chunk with every known id shortened: its descriptors' ids and, in a catalog's chunk,
 * the catalog's keys. A catalog key the map lacks means the ids were gathered wrong, and the
 * build stops rather than ship a catalog whose texts the code can no longer find.
 * @param {string} code
 * @param {Map<string, string>} ids
 * @param {{ catalog: boolean, name: string }} chunk
 * @returns {string}
 */
export function shortenIds(code, ids, chunk) {
  let out = code.replace(DESCRIPTOR_ID, (whole, space, quote, id) => {
    const short = ids.get(id);
    return short === undefined ? whole : `id:${space}${quote}${short}${quote}`;
  });
  if (chunk.catalog) {
    out = out.replace(CATALOG_KEY, (whole, open, id, close) => {
      const short = ids.get(id);
      if (short === undefined) throw new Error(`Catalog chunk ${chunk.name} has message id ${id} that no catalog module defined`);
      return `${open}${short}${close}`;
    });
  }
  return out;
}

/**
 * Lingui's message ids, six random-looking characters each, appear twice in a client build: in
 * the code that names a text and as the key in every language's catalog. Brotli cannot compress
 * them, so they cost over a KiB on a tracking page (`pnpm bench:bundle`). This renames them, in the code and the
 * catalogs alike, to one or two characters. It runs in `renderChunk`, before the bundler hashes
 * file names, so a changed mapping changes the files' names and no browser keeps a stale one.
 * Only the client build uses it: the server renders with the catalogs' own ids, and the text the
 * browser hydrates is the same. The mapping is written to `.vite/message-ids.json` (MESSAGE_IDS_FILE)
 * so the server can key the texts it inlines into a page the way this build's code names them.
 * @returns {import("vite").Plugin}
 */
export function shortMessageIds() {
  const seen = new Set();
  /** @type {Map<string, string> | undefined} */
  let ids;
  return {
    name: "portal:short-message-ids",
    apply: "build",
    buildStart() {
      seen.clear();
      ids = undefined;
    },
    transform: {
      order: "post",
      handler(code, id) {
        if (CATALOG_MODULE.test(id)) for (const messageId of catalogIds(code)) seen.add(messageId);
        return null;
      },
    },
    renderChunk(code, chunk) {
      // Every module is transformed before the first chunk renders, so the set is complete.
      ids ??= shortIdMap(seen);
      const catalog = chunk.moduleIds.some((id) => CATALOG_MODULE.test(id));
      const out = shortenIds(code, ids, { catalog, name: chunk.fileName });
      return out === code ? null : { code: out, map: null };
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: MESSAGE_IDS_FILE, source: JSON.stringify(Object.fromEntries(ids ?? shortIdMap(seen))) });
    },
  };
}
