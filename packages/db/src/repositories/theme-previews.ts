import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface ThemePreviewRecord {
  id: string;
  brandId: string;
  frameOrigin: string;
  document: unknown;
}

export async function saveThemePreview(
  db: Kysely<Database>,
  preview: { id: string; brandId: string; adminSessionId: string; frameOrigin: string; document: unknown; expiresAt: Date },
  { now }: { now: Date },
): Promise<void> {
  // Old previews are useless; sweeping them here keeps the table small without a job.
  await db.deleteFrom("theme_previews").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("theme_previews")
    .values({
      id: preview.id,
      brand_id: preview.brandId,
      admin_session_id: preview.adminSessionId,
      frame_origin: preview.frameOrigin,
      document_json: JSON.stringify(preview.document),
      created_at: now.toISOString(),
      expires_at: preview.expiresAt.toISOString(),
    })
    .execute();
}

/**
 * The preview if it is for this brand, not expired, and the admin session that made it is
 * still live (a logout or a lost grant ends every preview of it).
 */
export async function findLivePreview(db: Kysely<Database>, id: string, brandId: string, { now }: { now: Date }): Promise<ThemePreviewRecord | undefined> {
  const at = now.toISOString();
  const row = await db
    .selectFrom("theme_previews as p")
    .innerJoin("admin_sessions as s", "s.id", "p.admin_session_id")
    .select(["p.id", "p.brand_id", "p.frame_origin", "p.document_json", "s.admin_user_id"])
    .where("p.id", "=", id)
    .where("p.brand_id", "=", brandId)
    .where("p.expires_at", ">", at)
    .where("s.expires_at", ">", at)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom("admin_users as u").select("u.id").whereRef("u.id", "=", "s.admin_user_id").where("u.brand_id", "=", brandId)),
        eb.exists(
          eb.selectFrom("admin_brand_grants as g").select("g.brand_id").whereRef("g.admin_user_id", "=", "s.admin_user_id").where("g.brand_id", "=", brandId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row && { id: row.id, brandId: row.brand_id, frameOrigin: row.frame_origin, document: JSON.parse(row.document_json) as unknown };
}
