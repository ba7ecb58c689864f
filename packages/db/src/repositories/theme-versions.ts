import { randomUUID } from "node:crypto";
import type { Theme } from "@portal/core/theme";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { selectWhere } from "./select-where.ts";

export interface ThemeVersionRecord {
  id: string;
  brandId: string;
  username: string;
  createdAt: string;
  changed: string[];
  restoredFrom: string | null;
  document: unknown;
}

/** How many saves the console lists (and so can restore). */
export const THEME_VERSIONS_KEPT_IN_VIEW = 20;

/** Dotted paths of the leaves that differ between two theme documents ("tokens.primary", "meta_data.udf"). */
export function changedThemeFields(before: unknown, after: unknown, prefix = ""): string[] {
  const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedThemeFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  if (isRecord(after) && before === undefined) return changedThemeFields({}, after, prefix);
  if (isRecord(before) && after === undefined) return changedThemeFields(before, {}, prefix);
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix || "(theme)"];
}

export async function recordThemeVersion(
  db: Kysely<Database>,
  version: { brandId: string; adminUserId: string | null; username: string; before: Theme | undefined; after: Theme; restoredFrom?: string },
  { now }: { now: Date },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("theme_versions")
    .values({
      id,
      brand_id: version.brandId,
      admin_user_id: version.adminUserId,
      username: version.username,
      changed_json: JSON.stringify(changedThemeFields(version.before, version.after)),
      document_json: JSON.stringify(version.after),
      restored_from: version.restoredFrom ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

export async function listThemeVersions(db: Kysely<Database>, brandId: string, limit = THEME_VERSIONS_KEPT_IN_VIEW): Promise<ThemeVersionRecord[]> {
  const rows = await selectWhere(db, "theme_versions", { brand_id: brandId }).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    brandId: row.brand_id,
    username: row.username,
    createdAt: row.created_at,
    changed: JSON.parse(row.changed_json) as string[],
    restoredFrom: row.restored_from,
    document: JSON.parse(row.document_json) as unknown,
  }));
}

/** One version of this brand (never another brand's, whatever id is asked for). */
export async function findThemeVersion(db: Kysely<Database>, brandId: string, id: string): Promise<ThemeVersionRecord | undefined> {
  const [found] = (await listThemeVersions(db, brandId, THEME_VERSIONS_KEPT_IN_VIEW)).filter((version) => version.id === id);
  return found;
}
