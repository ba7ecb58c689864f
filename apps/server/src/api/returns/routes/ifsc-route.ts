import { Hono } from "hono";
import { rateLimit } from "../../rate-limit.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { API_ENDPOINTS, IfscLookupQuerySchema, type IfscLookupResult } from "@portal/core/api";
import { bankAccountSchemeOf } from "@portal/core/returns";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { resolveBrandContext } from "../http/brand-context.ts";
import type { ReturnsDeps } from "../returns-deps.ts";

/** GET ifsc-lookup: whether an IFSC exists and its bank, for the refund form of a brand whose accounts have IFSCs (India's). */
export function ifscRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.ifscLookup.path}`, rateLimit(deps, "ifsc-lookup"), async (c) => {
    const query = readQuery(c, IfscLookupQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const { ifsc } = query.value;
    // A US or UAE shopper's account has no IFSC: naming an Indian bank to them is wrong.
    const context = await resolveBrandContext(c, deps);
    if (context !== undefined && bankAccountSchemeOf(context.country) !== "ifsc") return sendFail(c, 404, RETURNS_MESSAGE.ifscOnlyInIndia);
    const branch = await deps.providers.ifscLookup.lookup(ifsc);
    const result: IfscLookupResult = {
      ifsc,
      valid: branch !== undefined,
      bank_code: branch?.bankCode ?? "",
      bank_name: branch?.bankName ?? "",
      branch_name: branch?.branchName ?? null,
      branch_available: Boolean(branch?.branchName),
    };
    const message = branch === undefined ? RETURNS_MESSAGE.ifscUnknown : branch.branchName ? "" : RETURNS_MESSAGE.ifscBranchUnavailable;
    return sendOk(c, result, message);
  });
  return app;
}
