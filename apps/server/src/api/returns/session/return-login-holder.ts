import type { Context } from "hono";
import { resolveBrandContext } from "../http/brand-context.ts";
import { accessReturnOrder } from "../order/return-order-access.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { readReturnToken } from "./read-return-token.ts";

/**
 * Whether the request carries a return login (`sub_token`) for the very order its query
 * names (`waybill`/`awbs`, `order_id` or `reference_number`): the `holder` of return-info's
 * per-target limit, so strangers spending an order's count do not lock out the shopper who
 * logged in to it (issue 32 item 2). The token must verify and name that order; nothing else
 * the request carries counts here.
 */
export async function holdsReturnLogin(c: Context, deps: ReturnsDeps): Promise<boolean> {
  const token = readReturnToken(c, c.req.query("token"));
  if (!token) return false;
  const claims = deps.tokens.verify(token, deps.now());
  const context = claims ? await resolveBrandContext(c, deps) : undefined;
  if (!claims || !context || claims.brandId !== context.brand.id) return false;
  const waybills = [c.req.query("waybill"), ...(c.req.query("awbs") ?? "").split(",")].flatMap((w) => (w?.trim() ? [w.trim()] : []));
  const access = await accessReturnOrder(deps, context, {
    waybills,
    orderId: c.req.query("order_id")?.trim() || undefined,
    referenceNumber: c.req.query("reference_number")?.trim() || undefined,
    token,
  });
  return access.ok && access.orderRef === claims.orderRef;
}
