import { extensionOf } from "@portal/core/validation";

/**
 * Object keys this server writes and accepts: `/`-separated segments of letters, digits,
 * `.`, `_` and `-`, each starting with a letter or digit. So no `..`, no absolute path, no
 * encoding games: a key is also a safe relative file path for the local store.
 */
const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]{0,127}";
const SAFE_KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,15}$`);

export function isSafeObjectKey(key: string): boolean {
  return key.length <= 1024 && SAFE_KEY.test(key);
}

/**
 * A shopper's file name made fit for a key: other characters become `-`, the name is
 * shortened, and the extension is kept (lower case). "My photo (1).JPG" -> "My-photo-1.jpg".
 */
export function safeFileName(name: string): string {
  const extension = extensionOf(name).replace(/[^a-z0-9]/g, "");
  const dot = name.lastIndexOf(".");
  const stem = (dot === -1 ? name : name.slice(0, dot))
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 60);
  const base = stem === "" ? "image" : stem;
  return extension === "" ? base : `${base}.${extension}`;
}
