import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  ReturnDeskActionSchema,
  ReturnDeskBulkApproveSchema,
  ReturnDeskQuerySchema,
  ReturnDeskRevealSchema,
  type ReturnDeskBulkResult,
  type ReturnDeskList,
  type ReturnDeskReveal,
  type ReturnDeskRole,
} from "@portal/core/api";
import { addDays, startOfDayUtc, type CalendarDate } from "@portal/core/dates";
import { brandTimeZone } from "@portal/core/theme";
import { listReturnDesk, type ReturnDeskListFilter } from "@portal/db/repositories/return-desk-list";
import { listReturnReasons } from "@portal/db/repositories/returns-reasons";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Brand } from "@portal/db/repositories/records";
import { serverKeyFor } from "../../../auth/purpose-key.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { applyReturnTransition, recordReturnAction, type ReturnActor } from "../../../return-lifecycle/apply-return-transition.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { createRefundDetailsVault } from "../../returns/refund/refund-details-vault.ts";
import type { AdminAuth } from "../admin-auth.ts";
import { readManagedBrandWrite, requireManagedBrand } from "../console/managed-brand.ts";
import { performDeskAction } from "./desk-actions.ts";
import { decodeDeskCursor, encodeDeskCursor } from "./desk-cursor.ts";
import { loadDeskRequest } from "./desk-detail.ts";
import { returnDeskRoleOf, VIEW_ONLY_MESSAGE } from "./desk-role.ts";

export const RETURN_DESK_PAGE_SIZE = 50;

/**
 * The returns desk (issue 34): GET admin/returns (the brand's requests, filtered, keyset pages),
 * GET admin/returns/request (one request's page), POST admin/returns/action (approve, reject,
 * link a pickup, receive, inspect, refund, exchange, cancel), POST admin/returns/bulk-approve and
 * POST admin/returns/reveal-refund-details. Only admins who manage the brand; the "view" role
 * reads and never acts. Every action is recorded in the request's history with the admin's name.
 */
export function createReturnsDeskRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();
  const vault = createRefundDetailsVault(serverKeyFor(deps.env, "refund-details"));

  routes.get("/admin/returns", async (c) => {
    const query = readQuery(c, ReturnDeskQuerySchema);
    if (!query.ok) return sendFail(c, 400, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const { value } = query;
    if (value.from && value.to && value.from > value.to) return sendFail(c, 400, "from must be on or before to.");
    const cursor = value.after === undefined ? undefined : decodeDeskCursor(value.after);
    if (value.after !== undefined && !cursor) return sendFail(c, 400, "after: this is not a page cursor from an earlier answer.");
    const timeZone = brandTimeZone((await findThemeForBrand(deps.db, managed.brand.id))?.config);
    const filter: ReturnDeskListFilter = {
      brandId: managed.brand.id,
      stage: value.stage,
      createdFrom: value.from === undefined ? undefined : startOfDayUtc(value.from as CalendarDate, timeZone),
      createdBefore: value.to === undefined ? undefined : startOfDayUtc(addDays(value.to as CalendarDate, 1), timeZone),
      reasonId: value.reason,
      refundMode: value.mode,
      pickupType: value.pickup,
      orderId: value.order_id,
      waybill: value.waybill,
      contact: value.contact,
    };
    const limit = value.limit ?? RETURN_DESK_PAGE_SIZE;
    const [page, reasons, role] = await Promise.all([
      listReturnDesk(deps.db, filter, { cursor, limit }),
      listReturnReasons(deps.db, managed.brand.id),
      returnDeskRoleOf(deps.db, managed.auth.session.adminUserId),
    ]);
    const last = page.rows.at(-1);
    return sendOk(c, {
      requests: page.rows.map((row) => ({
        return_id: row.id,
        order_id: row.orderId,
        kind: row.kind,
        stage: row.stage as ReturnDeskList["requests"][number]["stage"],
        pickup_type: row.pickupType,
        refund_mode: row.refundMode,
        awb: row.awb,
        customer: row.customer,
        created_at: row.createdAt,
        items: row.lines,
      })),
      next: page.more && last ? encodeDeskCursor({ createdAt: last.createdAt, id: last.id }) : null,
      role,
      reasons: reasons.map((r) => ({ id: r.reasonId, name: r.name })),
    } satisfies ReturnDeskList);
  });

  routes.get("/admin/returns/request", async (c) => {
    const query = readQuery(c, v.object({ brand: ReturnDeskQuerySchema.entries.brand, return_id: ReturnDeskRevealSchema.entries.return_id }));
    if (!query.ok) return sendFail(c, 400, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const role = await returnDeskRoleOf(deps.db, managed.auth.session.adminUserId);
    const request = await loadDeskRequest(deps.db, managed.brand.id, query.value.return_id, role);
    if (!request) return sendFail(c, 404, "The brand has no such return request.");
    return sendOk(c, request.answer);
  });

  routes.post("/admin/returns/action", async (c) => {
    const write = await readDeskWrite(c, deps, ReturnDeskActionSchema);
    if (!write.ok) return write.response;
    const { brand, body, actor, role } = write;
    const request = await loadDeskRequest(deps.db, brand.id, body.return_id, role);
    if (!request) return sendFail(c, 404, "The brand has no such return request.");
    const outcome = await performDeskAction(deps.db, { brandId: brand.id, request, action: body, actor, now: deps.now() });
    if (!outcome.ok) return sendFail(c, outcome.status, outcome.message);
    deps.log.info("return desk action", {
      username: actor.name,
      brand: brand.subdomain,
      returnId: body.return_id,
      action: body.action,
      changed: outcome.changed,
    });
    const after = await loadDeskRequest(deps.db, brand.id, body.return_id, role);
    return sendOk(c, after!.answer, outcome.changed ? "" : "Nothing changed: the request was already so.");
  });

  routes.post("/admin/returns/bulk-approve", async (c) => {
    const write = await readDeskWrite(c, deps, ReturnDeskBulkApproveSchema);
    if (!write.ok) return write.response;
    const { brand, body, actor } = write;
    const results: ReturnDeskBulkResult["results"] = [];
    for (const returnId of new Set(body.return_ids)) {
      const result = await applyReturnTransition(deps.db, { brandId: brand.id, requestId: returnId, to: "approved", actor, now: deps.now() });
      results.push({
        return_id: returnId,
        outcome: result.outcome === "moved" ? "moved" : result.outcome === "unchanged" ? "unchanged" : "refused",
        message: result.outcome === "illegal" ? result.message : result.outcome === "not-found" ? "The brand has no such return request." : "",
      });
    }
    deps.log.info("return desk bulk approve", { username: actor.name, brand: brand.subdomain, requests: results.length });
    return sendOk(c, { results } satisfies ReturnDeskBulkResult);
  });

  routes.post("/admin/returns/reveal-refund-details", async (c) => {
    const write = await readDeskWrite(c, deps, ReturnDeskRevealSchema);
    if (!write.ok) return write.response;
    const { brand, body, actor, role } = write;
    const request = await loadDeskRequest(deps.db, brand.id, body.return_id, role);
    if (!request) return sendFail(c, 404, "The brand has no such return request.");
    const row = await deps.db
      .selectFrom("return_requests")
      .select("refund_details_sealed")
      .where("brand_id", "=", brand.id)
      .where("id", "=", body.return_id)
      .executeTakeFirst();
    if (!row?.refund_details_sealed) return sendFail(c, 404, "This request holds no bank or UPI details.");
    const clear = readClearDetails(vault.open(row.refund_details_sealed));
    await recordReturnAction(deps.db, {
      brandId: brand.id,
      requestId: body.return_id,
      action: "refund-details-revealed",
      stage: request.answer.stage,
      actor,
      now: deps.now(),
    });
    // Who looked, never what they saw.
    deps.log.info("return refund details revealed", { username: actor.name, brand: brand.subdomain, returnId: body.return_id });
    c.header("cache-control", "no-store");
    return sendOk(c, clear);
  });

  return routes;
}

type DeskWrite<T> = { ok: true; brand: Brand; body: T; actor: ReturnActor; role: ReturnDeskRole; auth: AdminAuth } | { ok: false; response: Response };

/** A desk write: the console's write checks (session, origin, managed brand, body), then the "manage" role. */
async function readDeskWrite<TSchema extends v.GenericSchema>(c: Context, deps: ApiDeps, schema: TSchema): Promise<DeskWrite<v.InferOutput<TSchema>>> {
  const write = await readManagedBrandWrite(c, deps, schema);
  if (!write.ok) return write;
  const role = await returnDeskRoleOf(deps.db, write.auth.session.adminUserId);
  if (role !== "manage") return { ok: false, response: sendFail(c, 403, VIEW_ONLY_MESSAGE) };
  return {
    ok: true,
    brand: write.brand,
    body: write.body,
    auth: write.auth,
    role,
    actor: { kind: "admin", name: write.auth.session.username, adminUserId: write.auth.session.adminUserId },
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The sealed record's fields (refund-check.ts writes them), whatever else it holds left out. */
function readClearDetails(sealed: unknown): ReturnDeskReveal {
  const record = (sealed ?? {}) as { bank_detail?: Record<string, unknown>; upi_details?: Record<string, unknown> };
  return {
    bank_name: text(record.bank_detail?.bankName),
    account_holder: text(record.bank_detail?.name),
    account_number: text(record.bank_detail?.accountNumber),
    ifsc: text(record.bank_detail?.ifsccode),
    upi_id: text(record.upi_details?.upiId),
  };
}
