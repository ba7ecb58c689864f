import { isLanguagePrefix, PREFIX_BY_LOCALE, type LocaleCode } from "@portal/core/locale";

/**
 * The URL of the same page in another language: the first path segment becomes the target
 * language's prefix (added when the path has none); query string and hash are kept.
 *
 *   /en/tracking?waybill=1#x -> /ar/tracking?waybill=1#x
 *   /tracking?waybill=1      -> /ar/tracking?waybill=1
 *   /  -> /ar     /en -> /ar     (Bengali's prefix is "be")
 */
export function switchLanguagePath(url: string, to: LocaleCode): string {
  const split = url.search(/[?#]/);
  const rawPath = split < 0 ? url : url.slice(0, split);
  const suffix = split < 0 ? "" : url.slice(split);
  const path = rawPath.startsWith("/") ? rawPath : `/${rawPath}`;
  const prefix = PREFIX_BY_LOCALE[to];
  if (path === "/") return `/${prefix}${suffix}`;
  const segments = path.split("/");
  if (isLanguagePrefix(segments[1] ?? "")) segments[1] = prefix;
  else segments.splice(1, 0, prefix);
  return `${segments.join("/")}${suffix}`;
}
