import type { Context } from "hono";
import { EddQuerySchema } from "@portal/core/api";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import { lookupEdd } from "./edd-lookup.ts";

/** GET edd: see `lookupEdd`. */
export function eddHandler(deps: ApiDeps) {
  return async (c: Context) => {
    const query = readQuery(c, EddQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    return sendAnswer(c, await lookupEdd(deps, await resolveApiBrand(c, deps), query.value));
  };
}
