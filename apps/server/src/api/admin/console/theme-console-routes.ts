import { Hono } from "hono";
import {
  AdminBrandQuerySchema,
  RestoreThemeBodySchema,
  ThemePreviewBodySchema,
  type AdminMe,
  type AdminThemeResult,
  type ThemePreviewResult,
  type ThemeVersion,
} from "@portal/core/api";
import { ThemeSchema } from "@portal/core/theme";
import * as v from "valibot";
import { listManagedBrands } from "@portal/db/repositories/admin-brands";
import { findThemeVersion, listThemeVersions } from "@portal/db/repositories/theme-versions";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import { saveThemePreview } from "@portal/db/repositories/theme-previews";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { authenticateAdmin } from "../admin-auth.ts";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import { signedTokensFor } from "../../../auth/signed-token.ts";
import { brandOrigin, previewFrameOrigin } from "./brand-origin.ts";
import { readManagedBrandWrite, requireManagedBrand } from "./managed-brand.ts";
import { newPreviewId, signPreviewToken } from "./preview-token.ts";
import { saveThemeVersion } from "./save-theme-version.ts";

/** A preview lasts as long as an editing session plausibly does. */
const PREVIEW_MINUTES = 30;

/**
 * The console's own calls around the theme: who is signed in with which brands, the saved
 * versions (who, when, what changed) and restoring one, and previews of unsaved themes on
 * the brand's real pages. Saving itself goes through update-theme (theme-routes.ts).
 */
export function createThemeConsoleRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  routes.get("/admin/me", async (c) => {
    const auth = await authenticateAdmin(c, deps);
    if (!auth) return sendFail(c, 401, ADMIN_MESSAGE.loginNeeded);
    const brands = await listManagedBrands(deps.db, auth.session.adminUserId);
    return sendOk(c, {
      username: auth.session.username,
      brands: brands.map((b) => ({ subdomain: b.subdomain, name: b.name, origin: brandOrigin(c, deps.env, b.subdomain) })),
    } satisfies AdminMe);
  });

  routes.get("/admin/theme", async (c) => {
    const query = readQuery(c, AdminBrandQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const theme = (await findThemeForBrand(deps.db, managed.brand.id)) ?? { name: managed.brand.name, tokens: {}, config: {}, meta_data: {} };
    const sample = await deps.db
      .selectFrom("shipments")
      .select(["waybill", "security_key"])
      .where("brand_id", "=", managed.brand.id)
      .where("waybill", "is not", null)
      .where("is_reverse", "=", 0)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    return sendOk(c, { theme, sample_waybill: sample?.waybill ?? null, sample_security_key: sample?.security_key ?? null } satisfies AdminThemeResult);
  });

  routes.get("/admin/theme-versions", async (c) => {
    const query = readQuery(c, AdminBrandQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const versions = await listThemeVersions(deps.db, managed.brand.id);
    return sendOk(c, {
      versions: versions.flatMap((version): ThemeVersion[] => {
        const theme = v.safeParse(ThemeSchema, version.document);
        return theme.success
          ? [
              {
                id: version.id,
                username: version.username,
                created_at: version.createdAt,
                changed: version.changed,
                restored_from: version.restoredFrom,
                theme: theme.output,
              },
            ]
          : [];
      }),
    });
  });

  routes.post("/admin/theme-versions/restore", async (c) => {
    const managed = await readManagedBrandWrite(c, deps, RestoreThemeBodySchema);
    if (!managed.ok) return managed.response;
    const { body } = managed;
    const version = await findThemeVersion(deps.db, managed.brand.id, body.version_id);
    if (!version) return sendFail(c, 404, ADMIN_MESSAGE.noSuchVersion);
    const theme = v.safeParse(ThemeSchema, version.document);
    if (!theme.success) return sendFail(c, 404, ADMIN_MESSAGE.noSuchVersion);
    const saved = await saveThemeVersion(deps, { brand: managed.brand, auth: managed.auth, theme: theme.output, restoredFrom: version.id });
    if (!saved.ok) return sendFail(c, 400, saved.message);
    return sendOk(c, saved.theme);
  });

  routes.post("/admin/theme-preview", async (c) => {
    const managed = await readManagedBrandWrite(c, deps, ThemePreviewBodySchema);
    if (!managed.ok) return managed.response;
    const { body } = managed;
    const now = deps.now();
    const id = newPreviewId();
    const expiresAt = new Date(now.getTime() + PREVIEW_MINUTES * 60_000);
    await saveThemePreview(
      deps.db,
      {
        id,
        brandId: managed.brand.id,
        adminSessionId: managed.auth.session.id,
        frameOrigin: previewFrameOrigin(c, deps.env) ?? "",
        document: body.theme,
        expiresAt,
      },
      { now },
    );
    return sendOk(c, { token: signPreviewToken(id, expiresAt, signedTokensFor(deps.env)), expires_at: expiresAt.toISOString() } satisfies ThemePreviewResult);
  });

  return routes;
}
