import { Hono } from "hono";
import { API_ENDPOINTS, ReturnOrderQuerySchema } from "@portal/core/api";
import { rateLimit, shipmentTarget } from "../../rate-limit.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import { lookupReturnOrder } from "../order/lookup-return-order.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { readReturnToken } from "../session/read-return-token.ts";
import { holdsReturnLogin } from "../session/return-login-holder.ts";

/**
 * GET return-info: see `lookupReturnOrder`; the login token comes from the query, the
 * `Authorization` header or the `sub_token` cookie.
 */
export function returnInfoRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(
    `/${API_ENDPOINTS.returnOrder.path}`,
    rateLimit(deps, "return-info", { target: shipmentTarget, holder: (c) => holdsReturnLogin(c, deps) }),
    async (c) => {
      const query = readQuery(c, ReturnOrderQuerySchema);
      if (!query.ok) return sendFail(c, query.status, query.message);
      const context = await resolveBrandContext(c, deps);
      return sendAnswer(c, await lookupReturnOrder(deps, context, query.value, readReturnToken(c, query.value.token)));
    },
  );
  return app;
}
