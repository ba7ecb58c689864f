import { Hono } from "hono";
import {
  NOTIFICATION_STATES,
  NOTIFY_CHANNELS,
  NotificationLogQuerySchema,
  NotificationPreviewQuerySchema,
  NotificationReplayBodySchema,
  NotificationSettingsBodySchema,
  type NotificationConsoleResult,
  type NotificationLogEntry,
  type NotificationPreviewResult,
  type NotificationState,
} from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import { MOMENTS } from "@portal/core/notifications";
import type { JobStatus } from "@portal/db/job-claims";
import {
  countConsents,
  countNotificationsByStatus,
  listNotificationLog,
  replayNotification,
  type NotificationLogRow,
} from "@portal/db/repositories/notification-log";
import { backfillDelayTimers } from "../../../notifications/delay-timer-backfill.ts";
import { findNotification, findNotificationSettings, saveNotificationSettings } from "@portal/db/repositories/notifications";
import { messageBrandOf } from "../../../notifications/message-context.ts";
import { renderMessage } from "../../../notifications/render-message.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { readManagedBrandWrite, requireManagedBrand } from "./managed-brand.ts";

export const NOTIFICATION_LOG_PAGE_SIZE = 100;

const STATE_OF = { pending: "waiting", working: "sending", done: "sent", dead: "failed" } as const satisfies Record<JobStatus, NotificationState>;
const STATUS_OF = { waiting: "pending", sending: "working", sent: "done", failed: "dead" } as const satisfies Record<NotificationState, JobStatus>;

/**
 * The console's notifications screen (issue 35 item 7, docs/notifications.md): per brand, the
 * moments and channels switched on with quiet hours and default language, the provider of each
 * channel (never its secret), counts per state and of opt-ins and opt-outs, the sending log
 * (filtered by waybill, state, channel; addresses masked) and "send again" for a failed
 * message. Only the brand's own admins (requireManagedBrand); each change is logged with the
 * admin's username and never with an address.
 */
export function createNotificationRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  routes.get("/admin/notifications", async (c) => {
    const query = readQuery(c, NotificationLogQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const brandId = managed.brand.id;
    const [settings, providers, counts, consents, log] = await Promise.all([
      findNotificationSettings(deps.db, brandId),
      deps.db.selectFrom("notification_providers").select(["channel", "provider"]).where("brand_id", "=", brandId).orderBy("channel").execute(),
      countNotificationsByStatus(deps.db, brandId),
      countConsents(deps.db, brandId),
      listNotificationLog(deps.db, {
        brandId,
        waybill: query.value.waybill,
        status: query.value.state ? STATUS_OF[query.value.state] : undefined,
        channel: query.value.channel,
        limit: NOTIFICATION_LOG_PAGE_SIZE,
      }),
    ]);
    return sendOk(c, {
      settings: settings
        ? {
            moments: settings.moments,
            channels: settings.channels,
            quiet_from: settings.quietFrom,
            quiet_to: settings.quietTo,
            default_locale: settings.defaultLocale,
          }
        : null,
      moments: [...MOMENTS],
      channels: [...NOTIFY_CHANNELS],
      providers,
      counts: Object.fromEntries(NOTIFICATION_STATES.map((state) => [state, counts.get(STATUS_OF[state]) ?? 0])) as Record<NotificationState, number>,
      consents: consents.map((row) => ({ channel: row.channel, opted_in: row.optedIn, opted_out: row.optedOut })),
      messages: log.map(logEntryOf),
    } satisfies NotificationConsoleResult);
  });

  routes.get("/admin/notifications/preview", async (c) => {
    const query = readQuery(c, NotificationPreviewQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed.response;
    const brandId = managed.brand.id;
    const look = await messageBrandOf(deps.db, brandId);
    if (!look) return sendFail(c, 404, ADMIN_MESSAGE.noBrandHere);
    // The brand's newest order stands in for the shopper's, so the preview reads like a real message.
    const sample = await deps.db
      .selectFrom("shipments")
      .innerJoin("orders", "orders.id", "shipments.order_ref")
      .select("orders.order_id")
      .where("shipments.brand_id", "=", brandId)
      .orderBy("shipments.created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    const orderId = sample?.order_id ?? "1001";
    // No signed link: a preview must not open anyone's shipment without its key.
    const rendered = renderMessage({
      moment: query.value.moment,
      locale: query.value.locale as LocaleCode,
      brand: look,
      orderId,
      link: "#preview",
      unsubscribeUrl: "#preview",
    });
    return sendOk(c, {
      order_id: orderId,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      sms: rendered.sms,
    } satisfies NotificationPreviewResult);
  });

  routes.post("/admin/notifications/settings", async (c) => {
    const write = await readManagedBrandWrite(c, deps, NotificationSettingsBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const settings = {
      // Listed once each, in the rule table's order.
      moments: MOMENTS.filter((m) => body.moments.includes(m)),
      channels: NOTIFY_CHANNELS.filter((ch) => body.channels.includes(ch)),
      quietFrom: body.quiet_from,
      quietTo: body.quiet_to,
      defaultLocale: body.default_locale,
    };
    await saveNotificationSettings(deps.db, brand.id, settings, { now: deps.now() });
    // Shipments already in flight get their "delayed" timers now (new writes set their own).
    const delayTimersSet = await backfillDelayTimers(deps.db, brand.id, deps.now());
    deps.log.info("notification settings saved", {
      delayTimersSet,
      username: auth.session.username,
      brand: brand.subdomain,
      moments: settings.moments.join(","),
      channels: settings.channels.join(","),
      quiet: `${settings.quietFrom}-${settings.quietTo}`,
      defaultLocale: settings.defaultLocale,
    });
    return sendOk(c, { settings: { ...body, moments: settings.moments, channels: settings.channels } });
  });

  routes.post("/admin/notifications/replay", async (c) => {
    const write = await readManagedBrandWrite(c, deps, NotificationReplayBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const message = await findNotification(deps.db, body.message_id);
    if (!message || message.brandId !== brand.id) return sendFail(c, 404, ADMIN_MESSAGE.noSuchMessage);
    if (!(await replayNotification(deps.db, { brandId: brand.id, id: message.id, now: deps.now() }))) return sendFail(c, 409, ADMIN_MESSAGE.messageNotFailed);
    deps.log.info("notification replayed", {
      username: auth.session.username,
      brand: brand.subdomain,
      notification: message.id,
      moment: message.moment,
      channel: message.channel,
    });
    const [replayed] = await listNotificationLog(deps.db, { brandId: brand.id, id: message.id, limit: 1 });
    return sendOk(c, { message: replayed ? logEntryOf(replayed) : null });
  });

  return routes;
}

function logEntryOf(row: NotificationLogRow): NotificationLogEntry {
  const state = STATE_OF[row.status];
  return {
    id: row.id,
    waybill: row.waybill,
    moment: row.moment,
    channel: row.channel,
    recipient: maskAddress(row.recipient),
    locale: row.locale,
    state,
    attempts: row.attempts,
    created_at: row.createdAt,
    next_attempt_at: state === "waiting" ? row.readyAt : null,
    last_attempt_at: row.lastAttemptAt,
    last_response_status: row.lastResponseStatus,
    last_error: row.lastError,
    sent_at: row.sentAt,
    receipt_status: row.receiptStatus,
  };
}

/** An address with most of it hidden: the first two letters of an e-mail's name and its domain, a phone's last four digits. */
export function maskAddress(address: string): string {
  const at = address.indexOf("@");
  if (at > 0) return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
  return `${"*".repeat(Math.max(0, address.length - 4))}${address.slice(-4)}`;
}
