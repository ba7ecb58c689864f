import type { Context } from "hono";
import { TrackOrderQuerySchema } from "@portal/core/api";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import { lookupTrackOrder } from "./track-order-lookup.ts";
import { inOneRead } from "@portal/db/one-read";

/** GET track-order: see `lookupTrackOrder`. */
export function trackOrderHandler(deps: ApiDeps) {
  return async (c: Context) => {
    const query = readQuery(c, TrackOrderQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const answer = await inOneRead(deps.db, async (db) => {
      const readDeps = { ...deps, db };
      return lookupTrackOrder(readDeps, await resolveApiBrand(c, readDeps), query.value);
    });
    return sendAnswer(c, answer);
  };
}
