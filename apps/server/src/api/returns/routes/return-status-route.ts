import { Hono } from "hono";
import { API_ENDPOINTS, ReturnStatusQuerySchema } from "@portal/core/api";
import { rateLimit, shipmentTarget } from "../../rate-limit.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { readReturnToken } from "../session/read-return-token.ts";
import { holdsReturnStatus } from "../session/return-status-holder.ts";
import { lookupReturnStatus } from "../status/lookup-return-status.ts";

/** GET return-status: see `lookupReturnStatus`; the login token comes from the request. */
export function returnStatusRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(
    `/${API_ENDPOINTS.returnStatus.path}`,
    rateLimit(deps, "return-status", { target: shipmentTarget, holder: (c) => holdsReturnStatus(c, deps) }),
    async (c) => {
      const query = readQuery(c, ReturnStatusQuerySchema);
      if (!query.ok) return sendFail(c, query.status, query.message);
      const token = readReturnToken(c);
      const login = token ? deps.tokens.verify(token, deps.now()) : undefined;
      return sendAnswer(c, await lookupReturnStatus(deps, await resolveApiBrand(c, deps), query.value, login));
    },
  );
  return app;
}
