import { Hono } from "hono";
import { API_ENDPOINTS, ReturnLoginBodySchema } from "@portal/core/api";
import { findReturnOrder } from "@portal/db/repositories/returns-orders";
import { rateLimit } from "../../rate-limit.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readJsonBody } from "../../../http/request-input.ts";
import { accessReturnOrder } from "../order/return-order-access.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { setReturnLoginCookies } from "../session/return-login-cookies.ts";

/**
 * POST return-login (the order endpoint): the order's reference number (the order id for
 * return_authorization_id 5 brands) and its email or phone number give a `sub_token`,
 * a signed, expiring token the guarded return calls accept. The answer is a plain JSON body
 * (the portal keeps each field as a cookie), so it holds nothing personal.
 */
export function returnLoginRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.post(`/${API_ENDPOINTS.returnLogin.path}`, rateLimit(deps, "return-login"), async (c) => {
    const body = await readJsonBody(c, ReturnLoginBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const email = body.value.email?.trim() || undefined;
    const phone = body.value.phone_number?.trim() || undefined;
    if (email === undefined && phone === undefined) return sendFail(c, 400, RETURNS_MESSAGE.loginNeedsContact);
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);

    const access = await accessReturnOrder(deps, context, { waybills: [], referenceNumber: body.value.reference_number, email, phone });
    if (!access.ok) return sendFail(c, 401, RETURNS_MESSAGE.loginFailed);
    const record = await findReturnOrder(deps.db, context.brand.id, access.orderRef);
    if (record === undefined) return sendFail(c, 404, RETURNS_MESSAGE.notReturnable);

    const now = deps.now();
    const { token, expiresAt } = deps.tokens.issue({ brandId: context.brand.id, orderRef: access.orderRef }, now);
    const fields = {
      sub_token: token,
      expires_at: expiresAt.toISOString(),
      reference_number: body.value.reference_number,
      domain: context.brand.subdomain,
    };
    setReturnLoginCookies(c, deps.env, { username: body.value.reference_number, fields, expiresAt, now });
    return c.json(fields, 200);
  });
  return app;
}
