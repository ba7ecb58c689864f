import { ThemeSchema, type Theme } from "@portal/core/theme";
import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Database } from "../schema.ts";
import { preparedQuery } from "../prepared-query.ts";
import { databaseIdentity } from "../one-read.ts";

export class InvalidThemeError extends Error {
  constructor(
    readonly brandId: string,
    readonly issues: readonly string[],
  ) {
    super(`Theme of brand ${brandId} does not match ThemeSchema: ${issues.join("; ")}`);
    this.name = "InvalidThemeError";
  }
}

/**
 * The brand's theme, parsed with core's ThemeSchema (so defaults are filled in), or undefined
 * when the brand has none. A stored document that no longer validates throws
 * InvalidThemeError rather than reaching the page half-formed.
 */
export async function findThemeForBrand(db: Kysely<Database>, brandId: string): Promise<Theme | undefined> {
  const [row] = await themeDocumentOf(db, brandId);
  if (row === undefined) return undefined;
  return parsedThemeOf(db, brandId, row.document_json);
}

const themeDocumentOf = preparedQuery((db, brandId) => db.selectFrom("themes").select("document_json").where("brand_id", "=", brandId));

/**
 * Parsing and validating a theme costs more than reading it, and it changes rarely: keep the
 * parsed theme per database and brand, keyed by the stored text itself. A save from any
 * replica changes the text, so the next read re-parses: never stale, no invalidation to miss.
 * Callers treat the answer as read-only (it is shared between requests).
 */
const parsedThemes = new WeakMap<object, Map<string, { documentJson: string; theme: Theme }>>();

function parsedThemeOf(db: Kysely<Database>, brandId: string, documentJson: string): Theme {
  let byBrand = parsedThemes.get(databaseIdentity(db));
  if (!byBrand) parsedThemes.set(databaseIdentity(db), (byBrand = new Map()));
  const cached = byBrand.get(brandId);
  if (cached?.documentJson === documentJson) return cached.theme;
  const theme = parseTheme(brandId, JSON.parse(documentJson));
  byBrand.set(brandId, { documentJson, theme });
  return theme;
}

/**
 * Validates and stores (insert or replace) the brand's theme. Returns the parsed theme.
 * Throws InvalidThemeError, storing nothing, when it does not validate.
 */
export async function saveThemeForBrand(
  db: Kysely<Database>,
  brandId: string,
  theme: v.InferInput<typeof ThemeSchema>,
  { now }: { now: Date },
): Promise<Theme> {
  const parsed = parseTheme(brandId, theme);
  const document_json = JSON.stringify(parsed);
  const updated_at = now.toISOString();
  await db
    .insertInto("themes")
    .values({ brand_id: brandId, document_json, updated_at })
    .onConflict((oc) => oc.column("brand_id").doUpdateSet({ document_json, updated_at }))
    .execute();
  return parsed;
}

function parseTheme(brandId: string, document: unknown): Theme {
  const result = v.safeParse(ThemeSchema, document);
  if (!result.success) {
    throw new InvalidThemeError(
      brandId,
      result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`),
    );
  }
  return result.output;
}
