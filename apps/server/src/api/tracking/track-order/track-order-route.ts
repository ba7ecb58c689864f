import type { Context } from "hono";
import * as v from "valibot";
import { PageLanguageSchema, readTrackOrderResult, TrackOrderQuerySchema } from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { sendAnswer } from "../../../http/send-answer.ts";
import { lookupTrackOrder } from "./track-order-lookup.ts";
import { recordTrackingView } from "../../../http/tracking-view-counter.ts";
import { inOneRead } from "@portal/db/one-read";

/** GET track-order: see `lookupTrackOrder`. */
export function trackOrderHandler(deps: ApiDeps) {
  return async (c: Context) => {
    const query = readQuery(c, TrackOrderQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const { answer, brand } = await inOneRead(deps.db, async (db) => {
      const readDeps = { ...deps, db };
      const brand = await resolveApiBrand(c, readDeps);
      return { answer: await lookupTrackOrder(readDeps, brand, query.value), brand };
    });
    // The search form's script opens the tracking page with this call (docs/insights.md): a view
    // reached by search. Calls without search_by (a live page's refresh, a brand's own client)
    // are no new view; a link's view is counted where its page is served.
    const found = answer.ok && query.value.search_by ? readTrackOrderResult(answer.result) : undefined;
    if (brand && found?.kind === "waybill") {
      // A lock held elsewhere costs the lookup one short wait, then nothing while backing off.
      const view = { brandId: brand.id, waybill: found.waybill, via: "search", locale: pageLanguageOf(c), now: deps.now() } as const;
      await recordTrackingView(deps.db, view).catch((error: unknown) => deps.log.warn("tracking view not counted", { brand: brand.id, error: String(error) }));
    }
    return sendAnswer(c, answer);
  };
}

/**
 * The language of the page that searched: the portal's client sends its page's locale code as
 * the whole Accept-Language. Anything else (a browser's own list, another client) is no page
 * language, and the view counts in none.
 */
function pageLanguageOf(c: Context): LocaleCode | undefined {
  const read = v.safeParse(PageLanguageSchema, c.req.header("accept-language")?.trim());
  return read.success ? read.output : undefined;
}
