import { Hono } from "hono";
import { API_ENDPOINTS, VARIANTS_SUCCESS_STATUS, VariantsQuerySchema, type VariantsResult } from "@portal/core/api";
import { listVariantsOfItem } from "@portal/db/repositories/returns-variants";
import type * as v from "valibot";
import type { Brand } from "@portal/db/repositories/records";
import { resolveApiBrand } from "../../request-brand.ts";
import { answerFail, answerOk, type TrackingAnswer } from "../../tracking/tracking-answer.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { rateLimit } from "../../rate-limit.ts";

/** Item ids are 32-bit integers in the database; a longer number is no item (and must not reach it). */
const ITEM_ID = /^\d{1,9}$/;

/** GET fetch-variants: see `readVariants`; meta.status 200 on success. */
export function variantsRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.variants.path}`, rateLimit(deps, "variants"), async (c) => {
    const query = readQuery(c, VariantsQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const answer = await readVariants(deps, await resolveApiBrand(c, deps), query.value);
    return answer.ok ? sendOk(c, answer.result, "", VARIANTS_SUCCESS_STATUS) : sendFail(c, answer.status, answer.message);
  });
  return app;
}

/** What an item may be exchanged for, with stock: the API's answer and the exchange page's loader's. */
export async function readVariants(
  deps: Pick<ReturnsDeps, "db">,
  brand: Brand | undefined,
  query: v.InferOutput<typeof VariantsQuerySchema>,
): Promise<TrackingAnswer<VariantsResult>> {
  if (!ITEM_ID.test(query.itemInfoId)) return answerFail(400, "itemInfoId must be a whole number.");
  if (brand === undefined) return answerFail(404, RETURNS_MESSAGE.noBrand);
  const variants = await listVariantsOfItem(deps.db, brand.id, Number(query.itemInfoId));
  if (variants === undefined) return answerFail(404, RETURNS_MESSAGE.itemNotFound);
  return answerOk({ dataList: variants.map((v) => ({ id: v.variantId, title: v.title, inventory_quantity: v.inventoryQuantity })) });
}
