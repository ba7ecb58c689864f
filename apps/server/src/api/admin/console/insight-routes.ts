import { Hono } from "hono";
import * as v from "valibot";
import {
  InsightPageSchema,
  InsightsQuerySchema,
  type Compared,
  type InsightAnswer,
  type InsightFiguresOf,
  type InsightPage,
  type InsightPeriod,
} from "@portal/core/api";
import { toCurrencyCode } from "@portal/core/money";
import { effectiveThemeFor } from "../../../brands/brand-rules.ts";
import { deliveryInsights, engagementInsights, failureInsights, previousPeriod, refreshInsights, returnInsights, voiceInsights } from "@portal/db/insights";
import type { Database } from "@portal/db/schema";
import type { Kysely } from "kysely";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { requireManagedBrand } from "./managed-brand.ts";

/** A brand's roll-ups are brought up to date at most this often by the reads (docs/insights.md). */
export const INSIGHT_REFRESH_MS = 15_000;

const PAGE_FIGURES = {
  delivery: deliveryInsights,
  failures: failureInsights,
  returns: returnInsights,
  voice: voiceInsights,
  engagement: engagementInsights,
} as const satisfies Record<InsightPage, (db: Kysely<Database>, brandId: string, period: InsightPeriod) => Promise<unknown>>;

/** The courier ids a page's figures name, for their display names. */
const COURIER_IDS = {
  delivery: (f) => f.onTimeByCourier.map((r) => r.key),
  failures: (f) => f.byCourier.map((r) => r.courier),
  returns: () => [],
  voice: (f) => f.lowByCourier.map((r) => r.courier),
  engagement: () => [],
} as const satisfies { [P in InsightPage]: (figures: InsightFiguresOf[P]) => string[] };

async function courierNamesOf<P extends InsightPage>(db: Kysely<Database>, page: P, figures: Compared<InsightFiguresOf[P]>): Promise<Record<string, string>> {
  const idsOf = COURIER_IDS[page] as (figures: InsightFiguresOf[P]) => string[];
  const ids = [...new Set([...idsOf(figures.current), ...idsOf(figures.previous)])].filter(Boolean);
  if (ids.length === 0) return {};
  const rows = await db.selectFrom("couriers").select(["id", "name"]).where("id", "in", ids).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/**
 * GET /admin/insights/{page}?brand=&from=&to=: one Insights page of a brand the admin manages,
 * for the period and the previous one. Read-only, so every role that may open the console
 * reads it (a view-only returns role too). Before answering, the brand's roll-ups are refreshed
 * from their watermark (incremental: only the days whose rows changed), at most once per
 * INSIGHT_REFRESH_MS per brand and one refresh at a time.
 */
export function createInsightRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();
  const refreshed = new Map<string, { at: number; running: Promise<unknown> }>();
  const freshen = (brandId: string): Promise<unknown> => {
    const now = deps.now();
    const last = refreshed.get(brandId);
    if (last && now.getTime() - last.at < INSIGHT_REFRESH_MS && now.getTime() >= last.at) return last.running;
    const running = refreshInsights(deps.db, brandId, { now }).catch((error: unknown) => {
      refreshed.delete(brandId);
      throw error;
    });
    refreshed.set(brandId, { at: now.getTime(), running });
    return running;
  };

  routes.get("/admin/insights/:page", async (c) => {
    const page = v.safeParse(InsightPageSchema, c.req.param("page"));
    if (!page.success) return sendFail(c, 404, page.issues[0].message);
    const query = readQuery(c, InsightsQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    await freshen(managed.brand.id);
    const period = { from: query.value.from, to: query.value.to };
    const [figures, theme] = await Promise.all([PAGE_FIGURES[page.output](deps.db, managed.brand.id, period), effectiveThemeFor(deps.db, managed.brand)]);
    const courierNames = await courierNamesOf(deps.db, page.output, figures as Compared<InsightFiguresOf[InsightPage]>);
    const currency = toCurrencyCode(theme.config?.currency);
    return sendOk(c, { period, previousPeriod: previousPeriod(period), figures, currency, courierNames } as InsightAnswer);
  });
  return routes;
}
