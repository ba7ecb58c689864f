import { Hono } from "hono";
import {
  BRAND_EVENT_TYPES,
  BrandEventEndpointBodySchema,
  BrandEventReplayBodySchema,
  BrandEventsQuerySchema,
  type BrandEventDeliveryState,
  type BrandEventEndpointResult,
  type BrandEventLogEntry,
  type BrandEventsResult,
} from "@portal/core/api";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import type { JobStatus } from "@portal/db/job-claims";
import {
  findBrandEvent,
  findBrandEventEndpoint,
  listBrandEvents,
  replayBrandEvent,
  saveBrandEventEndpoint,
  type BrandEvent,
  type BrandEventEndpoint,
} from "@portal/db/repositories/brand-events";
import type { ApiDeps } from "../../api-deps.ts";
import { newWebhookSecret } from "../../../brand-events/standard-webhooks.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { readManagedBrandWrite, requireManagedBrand } from "./managed-brand.ts";

export const BRAND_EVENTS_PAGE_SIZE = 50;

const STATE_OF = { pending: "waiting", working: "sending", done: "delivered", dead: "failed" } as const satisfies Record<JobStatus, BrandEventDeliveryState>;

/**
 * The console's view of the brand's events (docs/brand-events.md): the endpoint (address and
 * on/off; the secret only once, in the answer that made it), the delivery log with each
 * event's last answer, and "send again". Changes are logged with the admin's username; the
 * secret and the bodies never are.
 */
export function createBrandEventRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  routes.get("/admin/brand-events", async (c) => {
    const query = readQuery(c, BrandEventsQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const before = query.value.before === undefined ? undefined : decodeCursor(query.value.before);
    if (query.value.before !== undefined && !before) return sendFail(c, 400, "before: this is not a page cursor from an earlier answer.");
    const [endpoint, page] = await Promise.all([
      findBrandEventEndpoint(deps.db, managed.brand.id),
      listBrandEvents(deps.db, { brandId: managed.brand.id, before, limit: BRAND_EVENTS_PAGE_SIZE }),
    ]);
    const last = page.events.at(-1);
    return sendOk(c, {
      endpoint: endpoint ? endpointView(endpoint) : null,
      event_types: [...BRAND_EVENT_TYPES],
      events: page.events.map(logEntryOf),
      next: page.more && last ? encodeCursor(last) : null,
    } satisfies BrandEventsResult);
  });

  routes.post("/admin/brand-events/endpoint", async (c) => {
    const write = await readManagedBrandWrite(c, deps, BrandEventEndpointBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const current = await findBrandEventEndpoint(deps.db, brand.id);
    const secret = !current || body.new_secret ? newWebhookSecret() : undefined;
    const now = deps.now();
    await saveBrandEventEndpoint(deps.db, { brandId: brand.id, url: body.url, enabled: body.enabled, secret }, { now });
    deps.log.info("brand events endpoint saved", {
      username: auth.session.username,
      brand: brand.subdomain,
      enabled: body.enabled,
      newSecret: Boolean(secret),
    });
    const saved = await findBrandEventEndpoint(deps.db, brand.id);
    if (!saved) throw new Error("the endpoint just saved is gone");
    return sendOk(c, { endpoint: endpointView(saved), secret: secret ?? null } satisfies BrandEventEndpointResult);
  });

  routes.post("/admin/brand-events/replay", async (c) => {
    const write = await readManagedBrandWrite(c, deps, BrandEventReplayBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const event = await findBrandEvent(deps.db, body.event_id);
    if (!event || event.brandId !== brand.id) return sendFail(c, 404, ADMIN_MESSAGE.noSuchEvent);
    if (!(await replayBrandEvent(deps.db, { brandId: brand.id, id: event.id, now: deps.now() }))) return sendFail(c, 409, ADMIN_MESSAGE.eventBeingSent);
    deps.log.info("brand event replayed", { username: auth.session.username, brand: brand.subdomain, event: event.id, type: event.type });
    const replayed = await findBrandEvent(deps.db, event.id);
    return sendOk(c, { event: logEntryOf(replayed ?? event) });
  });

  return routes;
}

function endpointView(endpoint: BrandEventEndpoint) {
  return { url: endpoint.url, enabled: endpoint.enabled, updated_at: endpoint.updatedAt };
}

function logEntryOf(event: BrandEvent): BrandEventLogEntry {
  const state = STATE_OF[event.status];
  return {
    id: event.id,
    type: event.type,
    state,
    attempts: event.attempts,
    created_at: event.createdAt,
    next_attempt_at: state === "waiting" ? event.readyAt : null,
    last_attempt_at: event.lastAttemptAt,
    last_response_status: event.lastResponseStatus,
    last_response_body: event.lastResponseBody,
    last_error: event.lastError,
    delivered_at: event.deliveredAt,
  };
}

const encodeCursor = (event: BrandEvent) => Buffer.from(JSON.stringify([event.createdAt, event.id])).toString("base64url");

function decodeCursor(text: string): { createdAt: string; id: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string")
      return { createdAt: value[0], id: value[1] };
  } catch {
    // Not a cursor of ours.
  }
  return undefined;
}
