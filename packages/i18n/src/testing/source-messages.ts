import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

/**
 * Messages the source code defines that a catalog's source-language file lacks, found in this
 * process with Lingui's own extractor and config (catalog folders, excludes, message ids), so
 * it agrees with `lingui extract` without spawning it or writing catalogs. Only files that
 * can define a message are parsed: the others cannot add one, and skipping them is most of
 * the time saved.
 */

/** A catalog (by file name: messages, admin, …) and the source messages its file lacks. */
export interface CatalogGap {
  catalog: string;
  missing: string[];
}

/** What the extractor reads: a macro or runtime import from Lingui, an `i18n._(…)` call, an `/*i18n*\/` marker. */
const MAY_DEFINE_MESSAGES = /@lingui\/|\bi18n\s*\.\s*_\s*\(|\/\*\s*i18n\s*\*\//;

export async function sourceMessagesMissingFromCatalogs(configPath: string): Promise<CatalogGap[]> {
  const config = getConfig({ configPath });
  const gaps: CatalogGap[] = [];
  for (const catalog of await getCatalogs(config)) {
    const files = catalog.sourcePaths.filter((file) => MAY_DEFINE_MESSAGES.test(readFileSync(file, "utf8")));
    // collect() with no files would read every source path.
    const extracted = files.length > 0 ? await catalog.collect({ files }) : {};
    if (extracted === undefined) throw new Error(`Lingui could not extract the ${basename(catalog.path)} catalog's messages`);
    const committed = (await catalog.read(config.sourceLocale ?? "en")) ?? {};
    const missing = Object.entries(extracted)
      .filter(([id]) => !(id in committed))
      .map(([id, message]) => message.message ?? id);
    gaps.push({ catalog: basename(catalog.path), missing });
  }
  return gaps;
}
