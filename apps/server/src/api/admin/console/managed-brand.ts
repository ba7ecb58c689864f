import type { Context } from "hono";
import type * as v from "valibot";
import { AdminBrandQuerySchema } from "@portal/core/api";
import { sendFail } from "../../../http/envelope.ts";
import { readJsonBody, readQuery } from "../../../http/request-input.ts";
import { listManagedBrands } from "@portal/db/repositories/admin-brands";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import type { Brand } from "@portal/db/repositories/records";
import type { ApiDeps } from "../../api-deps.ts";
import { authenticateAdmin, mayChangeState, type AdminAuth } from "../admin-auth.ts";
import { ADMIN_MESSAGE } from "@portal/core/messages";

export type ManagedBrandCheck = { ok: true; auth: AdminAuth; brand: Brand } | { ok: false; response: Response };

/**
 * The brand named by `subdomain`, if the request's admin manages it: 401 without a live
 * session, 404 for an unknown brand, 403 for a brand of someone else. The host does not
 * matter: the console on one host manages every brand of its admin.
 */
export async function requireManagedBrand(c: Context, deps: ApiDeps, subdomain: string, auth?: AdminAuth): Promise<ManagedBrandCheck> {
  const session = auth ?? (await authenticateAdmin(c, deps));
  if (!session) return { ok: false, response: sendFail(c, 401, ADMIN_MESSAGE.loginNeeded) };
  const brand = await findBrandBySubdomain(deps.db, subdomain.toLowerCase());
  if (!brand) return { ok: false, response: sendFail(c, 404, ADMIN_MESSAGE.noBrandHere) };
  const managed = await listManagedBrands(deps.db, session.session.adminUserId);
  if (!managed.some((b) => b.id === brand.id)) return { ok: false, response: sendFail(c, 403, ADMIN_MESSAGE.notYourBrand) };
  return { ok: true, auth: session, brand };
}

export type ManagedBrandWrite<TBody> = { ok: true; auth: AdminAuth; brand: Brand; body: TBody } | { ok: false; response: Response };

/**
 * What every console call that changes a brand reads first, in this order: a session whose
 * credential may change state from here (403 for a foreign origin), `?brand=` the admin
 * manages, and a body the schema accepts.
 */
export async function readManagedBrandWrite<TSchema extends v.GenericSchema>(
  c: Context,
  deps: ApiDeps,
  schema: TSchema,
): Promise<ManagedBrandWrite<v.InferOutput<TSchema>>> {
  const auth = await authenticateAdmin(c, deps);
  if (!mayChangeState(c, auth?.via)) return { ok: false, response: sendFail(c, 403, ADMIN_MESSAGE.foreignOrigin) };
  const query = readQuery(c, AdminBrandQuerySchema);
  if (!query.ok) return { ok: false, response: sendFail(c, query.status, query.message) };
  const managed = await requireManagedBrand(c, deps, query.value.brand, auth);
  if (!managed.ok) return managed;
  const body = await readJsonBody(c, schema);
  if (!body.ok) return { ok: false, response: sendFail(c, body.status, body.message) };
  return { ok: true, auth: managed.auth, brand: managed.brand, body: body.value };
}
