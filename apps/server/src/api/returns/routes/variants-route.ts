import { Hono } from "hono";
import { API_ENDPOINTS, VARIANTS_SUCCESS_STATUS, VariantsQuerySchema, type VariantsResult } from "@portal/core/api";
import { listVariantsOfItem } from "../../../db/repositories/returns-variants.ts";
import { resolveBrandContext } from "../http/brand-context.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import type { ReturnsDeps } from "../returns-deps.ts";
import { RETURNS_MESSAGE } from "@portal/core/messages";
import { rateLimit } from "../../rate-limit.ts";

/** Item ids are 32-bit integers in the database; a longer number is no item (and must not reach it). */
const ITEM_ID = /^\d{1,9}$/;

/** GET fetch-variants: what an item may be exchanged for, with stock; meta.status 200 on success. */
export function variantsRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.variants.path}`, rateLimit(deps, "variants"), async (c) => {
    const query = readQuery(c, VariantsQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    if (!ITEM_ID.test(query.value.itemInfoId)) return sendFail(c, 400, "itemInfoId must be a whole number.");
    const context = await resolveBrandContext(c, deps);
    if (context === undefined) return sendFail(c, 404, RETURNS_MESSAGE.noBrand);

    const variants = await listVariantsOfItem(deps.db, context.brand.id, Number(query.value.itemInfoId));
    if (variants === undefined) return sendFail(c, 404, RETURNS_MESSAGE.itemNotFound);
    const result: VariantsResult = {
      dataList: variants.map((v) => ({ id: v.variantId, title: v.title, inventory_quantity: v.inventoryQuantity })),
    };
    return sendOk(c, result, "", VARIANTS_SUCCESS_STATUS);
  });
  return app;
}
