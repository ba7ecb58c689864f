import { Hono, type Context } from "hono";
import type * as v from "valibot";
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
 *
 * The contact is a guessable secret too (a phone number has few unknown digits), so guesses
 * are also counted per order, across all clients (issue 32 item 1): the order is named in
 * the body, so that limit runs once the body is read.
 */
export function returnLoginRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  const loginTargets = new WeakMap<Request, string>();
  const perOrder = rateLimit(deps, "return-login-order", { target: (c) => loginTargets.get(c.req.raw) });
  app.post(`/${API_ENDPOINTS.returnLogin.path}`, rateLimit(deps, "return-login"), async (c) => {
    const body = await readJsonBody(c, ReturnLoginBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const email = body.value.email?.trim() || undefined;
    const phone = body.value.phone_number?.trim() || undefined;
    if (email === undefined && phone === undefined) return sendFail(c, 400, RETURNS_MESSAGE.loginNeedsContact);
    loginTargets.set(c.req.raw, `order=${body.value.reference_number.trim().toLowerCase()}`);
    let loggedIn: Response | undefined;
    const refused = await perOrder(c, async () => {
      loggedIn = await logIn(c, body.value, email, phone);
    });
    return refused ?? loggedIn ?? sendFail(c, 404, RETURNS_MESSAGE.noBrand);
  });
  return app;

  async function logIn(
    c: Context,
    value: v.InferOutput<typeof ReturnLoginBodySchema>,
    email: string | undefined,
    phone: string | undefined,
  ): Promise<Response> {
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);

    const access = await accessReturnOrder(deps, context, { waybills: [], referenceNumber: value.reference_number, email, phone });
    if (!access.ok) return sendFail(c, 401, RETURNS_MESSAGE.loginFailed);
    const record = await findReturnOrder(deps.db, context.brand.id, access.orderRef);
    if (record === undefined) return sendFail(c, 404, RETURNS_MESSAGE.notReturnable);

    const now = deps.now();
    const { token, expiresAt } = deps.tokens.issue({ brandId: context.brand.id, orderRef: access.orderRef }, now);
    const fields = {
      sub_token: token,
      expires_at: expiresAt.toISOString(),
      reference_number: value.reference_number,
      domain: context.brand.subdomain,
    };
    setReturnLoginCookies(c, deps.env, { username: value.reference_number, fields, expiresAt, now });
    return c.json(fields, 200);
  }
}
