import { Hono, type Context } from "hono";
import { addDays, calendarDateOf, startOfDayUtc, type CalendarDate } from "@portal/core/dates";
import { brandTimeZone } from "@portal/core/theme";
import {
  OpsReportsQuerySchema,
  type OpsReport,
  type OpsReportsFilter,
  type OpsReportsResult,
  type OpsFiltersResult,
  type OpsAnswerRatesResult,
} from "@portal/core/api";
import { listBrandCouriers, listOpsReports, type OpsReportFilter, type OpsReportRecord } from "@portal/db/repositories/ops-reports";
import { listAnswerRateGroups, pushStateOf, type NdrPush } from "@portal/db/repositories/ndr-pushes";
import type { Brand } from "@portal/db/repositories/records";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { brandOrigin } from "./brand-origin.ts";
import { requireManagedBrand } from "./managed-brand.ts";
import { loadOpsIssueCatalog, type OpsIssueCatalog } from "./ops-issue-catalog.ts";
import { staffIssueName } from "../../tracking/feeds/default-issue-configs.ts";
import { decodeOpsCursor, encodeOpsCursor } from "./ops-cursor.ts";
import { OPS_CSV_HEADER, opsCsvLine } from "./ops-csv.ts";
import { opsPushOf } from "./ops-push-state.ts";
import { answerRatesOf } from "./ops-answer-rates.ts";

export const OPS_PAGE_SIZE = 50;
/** Rows read per query while writing a CSV. */
const CSV_BATCH = 1000;
/** A CSV never holds more than this many rows (about 30 MB): narrow the filter for more. */
export const CSV_MAX_ROWS = 200_000;

/** Issue configs change rarely (an operator edits them); re-read at most this often. */
const CATALOG_TTL_MS = 30_000;

/**
 * The operations view's data (product rules §1: the internal view of non-delivery reports):
 * a brand's failed deliveries and pickups with the shopper's answer, classified as
 * tracking-ops-feed classifies them, filtered and paged on the server (keyset), and the
 * same filter as CSV. Reads are logged with the admin's username, as tracking-ops-feed logs
 * its `username`.
 */
export function createOpsRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();
  let cached: { at: number; catalog: Promise<OpsIssueCatalog> } | undefined;
  const catalogOf = (): Promise<OpsIssueCatalog> => {
    const now = deps.now().getTime();
    if (!cached || now - cached.at > CATALOG_TTL_MS || now < cached.at) cached = { at: now, catalog: loadOpsIssueCatalog(deps.db) };
    return cached.catalog;
  };

  routes.get("/admin/ops-filters", async (c) => {
    const managed = await requireManagedBrand(c, deps, c.req.query("brand") ?? "");
    if (!managed.ok) return managed.response;
    const catalog = await catalogOf();
    const couriers = await listBrandCouriers(deps.db, managed.brand.id);
    return sendOk(c, { buckets: catalog.buckets, couriers } satisfies OpsFiltersResult);
  });

  routes.get("/admin/ops-reports", async (c) => {
    const read = await readOpsRequest(c, deps, catalogOf);
    if (!read.ok) return read.response;
    const { filter, catalog, brand, query } = read;
    const cursor = query.after === undefined ? undefined : decodeOpsCursor(query.after);
    if (query.after !== undefined && !cursor) return sendFail(c, 400, "after: this is not a page cursor from an earlier answer.");
    const limit = query.limit ?? OPS_PAGE_SIZE;
    const page = await listOpsReports(deps.db, filter, { cursor, limit });
    const origin = brandOrigin(c, deps.env, brand.subdomain);
    const last = page.rows.at(-1);
    const pushes = await pushStateOf(
      deps.db,
      page.rows.map((row) => row.shipmentId),
    );
    return sendOk(c, {
      reports: page.rows.map((row) => wireReport(row, catalog, origin, pushes)),
      next: page.more && last ? encodeOpsCursor({ failedAt: last.failedAt, shipmentId: last.shipmentId }) : null,
    } satisfies OpsReportsResult);
  });

  routes.get("/admin/ops-reports.csv", async (c) => {
    const read = await readOpsRequest(c, deps, catalogOf);
    if (!read.ok) return read.response;
    const { filter, catalog, brand, timeZone } = read;
    const origin = brandOrigin(c, deps.env, brand.subdomain);
    const encoder = new TextEncoder();
    let cursor: { failedAt: string; shipmentId: string } | undefined;
    let written = 0;
    let started = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          // A byte-order mark, so spreadsheet programs read the UTF-8 (Arabic, Tamil…) right.
          controller.enqueue(encoder.encode(`\uFEFF${OPS_CSV_HEADER}`));
          return;
        }
        const page = await listOpsReports(deps.db, filter, { cursor, limit: Math.min(CSV_BATCH, CSV_MAX_ROWS - written) });
        const pushes = await pushStateOf(
          deps.db,
          page.rows.map((row) => row.shipmentId),
        );
        controller.enqueue(encoder.encode(page.rows.map((row) => opsCsvLine(wireReport(row, catalog, origin, pushes))).join("")));
        written += page.rows.length;
        const last = page.rows.at(-1);
        if (!page.more || !last || written >= CSV_MAX_ROWS) controller.close();
        else cursor = { failedAt: last.failedAt, shipmentId: last.shipmentId };
      },
    });
    // Today as the brand's staff count it.
    const day = calendarDateOf(deps.now(), timeZone);
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="ops-reports-${brand.subdomain}-${day}.csv"`,
        "cache-control": "no-store",
      },
    });
  });

  routes.get("/admin/ops-answer-rates", async (c) => {
    const read = await readOpsRequest(c, deps, catalogOf);
    if (!read.ok) return read.response;
    const { answered: _all, ...filter } = read.filter;
    const groups = await listAnswerRateGroups(deps.db, filter);
    // Reasons named for staff as the rows are: the brand's own issue name, else core's staff name.
    const nameOf = (kind: "delivery" | "pickup", issueId: number) => read.catalog.configOf(kind, issueId)?.issueName ?? staffIssueName(kind, issueId);
    return sendOk(c, answerRatesOf(groups, nameOf) satisfies OpsAnswerRatesResult);
  });

  return routes;
}

type OpsRequest =
  | { ok: true; brand: Brand; timeZone: string; filter: OpsReportFilter; catalog: OpsIssueCatalog; query: OpsReportsFilter }
  | { ok: false; response: Response };

async function readOpsRequest(c: Context, deps: ApiDeps, catalogOf: () => Promise<OpsIssueCatalog>): Promise<OpsRequest> {
  const query = readQuery(c, OpsReportsQuerySchema);
  if (!query.ok) return { ok: false, response: sendFail(c, 400, query.message) };
  const managed = await requireManagedBrand(c, deps, query.value.brand);
  if (!managed.ok) return managed;
  if (query.value.from && query.value.to && query.value.from > query.value.to) {
    return { ok: false, response: sendFail(c, 400, "from must be on or before to.") };
  }
  const catalog = await catalogOf();
  // The staff's "from 4 Dec" is 4 Dec in the brand's zone, not in UTC.
  const timeZone = brandTimeZone((await findThemeForBrand(deps.db, managed.brand.id))?.config);
  deps.log.info("ops view read", { username: managed.auth.session.username, brand: managed.brand.subdomain });
  return { ok: true, brand: managed.brand, timeZone, filter: filterOf(managed.brand.id, query.value, catalog, timeZone), catalog, query: query.value };
}

function filterOf(brandId: string, query: OpsReportsFilter, catalog: OpsIssueCatalog, timeZone: string): OpsReportFilter {
  let issues: OpsReportFilter["issues"];
  if (query.bucket !== undefined) issues = catalog.issuesInBucket(query.bucket);
  if (query.issue !== undefined) {
    const issue = query.issue;
    issues = {
      delivery: (issues?.delivery ?? [issue]).filter((code) => code === issue),
      pickup: (issues?.pickup ?? [issue]).filter((code) => code === issue),
    };
  }
  return {
    brandId,
    reverse: query.kind === undefined ? undefined : query.kind === "pickup",
    issues,
    courierId: query.courier,
    failedFrom: query.from === undefined ? undefined : startOfDayUtc(query.from as CalendarDate, timeZone),
    failedBefore: query.to === undefined ? undefined : startOfDayUtc(addDays(query.to as CalendarDate, 1), timeZone),
    answered: query.answered === undefined ? undefined : query.answered === "yes",
  };
}

function wireReport(
  row: OpsReportRecord,
  catalog: OpsIssueCatalog,
  origin: string,
  { pushes, sources }: { pushes: Map<string, NdrPush>; sources: Map<string, string> },
): OpsReport {
  const kind = row.reverse ? "pickup" : "delivery";
  const config = catalog.configOf(kind, row.issueId);
  return {
    waybill: row.waybill,
    order_id: row.orderId,
    kind,
    courier: row.courierId ? { id: row.courierId, name: row.courierName ?? row.courierId } : null,
    failed_at: row.failedAt,
    issue_id: row.issueId,
    // A code outside core's tables has no config: named for staff with its number, not a bare "99".
    issue_name: config?.issueName ?? staffIssueName(kind, row.issueId),
    bucket_id: config?.bucketId ?? 0,
    bucket_name: config?.bucketName ?? "",
    status: row.status,
    answer: row.answer && {
      answer: row.answer.answer,
      preferred_date: row.answer.preferredDate,
      preferred_time: row.answer.preferredTime,
      address: row.answer.address,
      landmark: row.answer.landmark,
      alternate_number: row.answer.phoneNumber,
      comment: row.answer.comment,
      answered_at: row.answer.answeredAt,
    },
    push: row.answer && opsPushOf(pushes.get(row.shipmentId), sources.get(row.shipmentId), { pickup: row.reverse }),
    tracking_url: row.waybill ? `${origin}/en/tracking?waybill=${encodeURIComponent(row.waybill)}` : null,
  };
}
