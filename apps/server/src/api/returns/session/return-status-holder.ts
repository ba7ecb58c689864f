import type { Context } from "hono";
import { findOrderProofFacts } from "@portal/db/repositories/returns-orders";
import { findReturnRequest } from "@portal/db/repositories/returns-requests";
import { resolveApiBrand } from "../../request-brand.ts";
import { securityKeyMatchesAny } from "../../security/security-key.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { readReturnToken } from "./read-return-token.ts";

/**
 * Whether a return-status request holds that return's own credential: a verified return login
 * for the return's order (`sub_token`), or the pickup's or order's security key. The `holder`
 * of return-status's per-target limit, asked only once strangers have spent the pickup
 * waybill's shared count: the shopper then reads through a bucket of their own (issue 32
 * item 2), as on return-info and the tracking page.
 */
export async function holdsReturnStatus(c: Context, deps: ReturnsDeps): Promise<boolean> {
  const waybill = c.req.query("waybill")?.trim();
  const returnId = c.req.query("return_id")?.trim();
  if (!waybill && !returnId) return false;
  const token = readReturnToken(c);
  const login = token ? deps.tokens.verify(token, deps.now()) : undefined;
  const key = c.req.query("key")?.trim();
  if (!login && !key) return false;
  const brand = await resolveApiBrand(c, deps);
  if (!brand) return false;
  const detail = await findReturnRequest(deps.db, brand.id, returnId ? { returnId } : { awb: waybill });
  if (!detail) return false;
  if (login?.brandId === brand.id && login.orderRef === detail.orderRef) return true;
  if (!key) return false;
  const [facts] = await findOrderProofFacts(deps.db, brand.id, [detail.orderRef]);
  return securityKeyMatchesAny([detail.pickup?.securityKey ?? null, ...(facts?.securityKeys ?? [])], key);
}
