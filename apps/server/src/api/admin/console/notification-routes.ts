import { Hono, type Context } from "hono";
import {
  NOTIFICATION_STATES,
  NOTIFY_CHANNELS,
  NotificationLogQuerySchema,
  NotificationPreviewQuerySchema,
  NotificationReplayBodySchema,
  NotificationSettingsBodySchema,
  NotificationTestSendBodySchema,
  NotificationWordingBodySchema,
  TEST_SENDS_PER_HOUR,
  type NotificationConsoleResult,
  type NotificationSettingsResult,
  type NotificationSwitch,
  type NotificationTestSendResult,
  type NotificationWordingResult,
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
  insertTestSendWithinLimit,
  listNotificationLog,
  replayNotification,
  TEST_SUBJECT_PREFIX,
  type NotificationLogRow,
} from "@portal/db/repositories/notification-log";
import { backfillDelayTimers } from "../../../notifications/delay-timer-backfill.ts";
import {
  findNotification,
  findNotificationProvider,
  findNotificationSettings,
  saveNotificationSettings,
  type StoredNotificationSettings,
} from "@portal/db/repositories/notifications";
import { orderedUuid } from "../../../import/ordered-id.ts";
import { pickWording } from "../../../notifications/brand-wording.ts";
import { addressFor } from "../../../notifications/contact-address.ts";
import { messageBrandOf, SAMPLE_ORDER_ID } from "../../../notifications/message-context.ts";
import { notificationSettingsOf } from "../../../notifications/notification-settings.ts";
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
            switches: switchesOf(settings),
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
    const preview = await previewOf(c);
    if (!preview.ok) return preview.response;
    const { orderId, wording, rendered } = preview;
    return sendOk(c, {
      order_id: orderId,
      wording,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      sms: rendered.sms,
    } satisfies NotificationPreviewResult);
  });

  // The e-mail itself, for the console's sandboxed frame: its own policy lets the message's
  // inline styles and https logo through (the console's own allows neither), runs no script,
  // and only the console's origin may frame it.
  routes.get("/admin/notifications/preview.html", async (c) => {
    const preview = await previewOf(c);
    if (!preview.ok) return preview.response;
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    return c.html(preview.rendered.html);
  });

  async function previewOf(c: Context) {
    const query = readQuery(c, NotificationPreviewQuerySchema);
    if (!query.ok) return { ok: false as const, response: sendFail(c, query.status, query.message) };
    const managed = await requireManagedBrand(c, deps, query.value.brand);
    if (!managed.ok) return managed;
    const brandId = managed.brand.id;
    const look = await messageBrandOf(deps.db, brandId);
    if (!look) return { ok: false as const, response: sendFail(c, 404, ADMIN_MESSAGE.noBrandHere) };
    const locale = query.value.locale as LocaleCode;
    const settings = await notificationSettingsOf(deps.db, brandId);
    // A sample order number, and no signed link: a preview must not open anyone's shipment without its key.
    const rendered = renderMessage({
      moment: query.value.moment,
      locale,
      brand: look,
      orderId: SAMPLE_ORDER_ID,
      link: "#preview",
      unsubscribeUrl: "#preview",
      wording: pickWording(settings, query.value.moment, locale),
    });
    return { ok: true as const, orderId: SAMPLE_ORDER_ID, wording: settings.wording.get(query.value.moment)?.get(locale) ?? "", rendered };
  }

  routes.post("/admin/notifications/settings", async (c) => {
    const write = await readManagedBrandWrite(c, deps, NotificationSettingsBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    // Each cell once, in the rule table's and the channel list's order.
    const grid = Object.fromEntries(
      MOMENTS.map((m) => [m, NOTIFY_CHANNELS.filter((ch) => body.switches.some((cell) => cell.moment === m && cell.channel === ch))] as const).filter(
        ([, on]) => on.length > 0,
      ),
    );
    const settings = {
      switches: grid,
      // The moments and channels any cell uses, for readers from before the grid.
      moments: Object.keys(grid),
      channels: NOTIFY_CHANNELS.filter((ch) => Object.values(grid).some((on) => on.includes(ch))),
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
      switches: Object.entries(grid)
        .map(([m, on]) => `${m}:${on.join("+")}`)
        .join(","),
      quiet: `${settings.quietFrom}-${settings.quietTo}`,
      defaultLocale: settings.defaultLocale,
    });
    return sendOk(c, {
      settings: { ...body, switches: switchesOf(settings), moments: settings.moments, channels: settings.channels },
    } satisfies NotificationSettingsResult);
  });

  routes.post("/admin/notifications/wording", async (c) => {
    const write = await readManagedBrandWrite(c, deps, NotificationWordingBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const stored = await findNotificationSettings(deps.db, brand.id);
    const wording = { ...stored?.wording };
    const texts = { ...wording[body.moment] };
    if (body.text === "") delete texts[body.locale];
    else texts[body.locale] = body.text;
    if (Object.keys(texts).length > 0) wording[body.moment] = texts;
    else delete wording[body.moment];
    // A brand that never saved settings keeps sending nothing: its row starts with the stored defaults.
    await saveNotificationSettings(
      deps.db,
      brand.id,
      { ...(stored ?? { moments: [], channels: [], switches: {}, quietFrom: "21:00", quietTo: "08:00", defaultLocale: "en" }), wording },
      { now: deps.now() },
    );
    // The words are the brand's own, not a shopper's: the change is logged, its length rather than its text.
    deps.log.info("notification wording saved", {
      username: auth.session.username,
      brand: brand.subdomain,
      moment: body.moment,
      locale: body.locale,
      characters: body.text.length,
    });
    return sendOk(c, { moment: body.moment, locale: body.locale, text: body.text } satisfies NotificationWordingResult);
  });

  routes.post("/admin/notifications/test", async (c) => {
    const write = await readManagedBrandWrite(c, deps, NotificationTestSendBodySchema);
    if (!write.ok) return write.response;
    const { brand, body, auth } = write;
    const address = addressFor(body.channel, { email: body.address, phone: body.address, country: null });
    if (!address) return sendFail(c, 400, ADMIN_MESSAGE.testSendAddress);
    if (body.channel !== "email") {
      const provider = await findNotificationProvider(deps.db, brand.id, body.channel);
      if (!provider) return sendFail(c, 409, ADMIN_MESSAGE.testSendNoProvider);
    }
    const now = deps.now();
    const id = orderedUuid(now.getTime());
    // Its own subject and key: no shipment, no shopper, never collapsed with a real message.
    const subject = `${TEST_SUBJECT_PREFIX}${id}`;
    const queuedNow = await insertTestSendWithinLimit(
      deps.db,
      {
        id,
        brandId: brand.id,
        idempotencyKey: subject,
        shipmentId: subject,
        moment: body.moment,
        channel: body.channel,
        recipient: address,
        locale: body.locale,
        readyAt: now,
        now,
      },
      { since: new Date(now.getTime() - 3_600_000), limit: TEST_SENDS_PER_HOUR },
    );
    if (!queuedNow) return sendFail(c, 429, ADMIN_MESSAGE.testSendLimit);
    deps.log.info("notification test queued", {
      username: auth.session.username,
      brand: brand.subdomain,
      notification: id,
      moment: body.moment,
      channel: body.channel,
    });
    const [queued] = await listNotificationLog(deps.db, { brandId: brand.id, id, limit: 1 });
    return sendOk(c, { message: queued ? logEntryOf(queued) : null } satisfies NotificationTestSendResult);
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
    test: row.test,
  };
}

/** The grid's switched-on cells, moment by moment. */
function switchesOf(settings: StoredNotificationSettings): NotificationSwitch[] {
  const grid = settings.switches ?? Object.fromEntries(settings.moments.map((m) => [m, settings.channels]));
  return Object.entries(grid).flatMap(([moment, channels]) => channels.map((channel) => ({ moment, channel })) as NotificationSwitch[]);
}

/** An address with most of it hidden: the first two letters of an e-mail's name and its domain, a phone's last four digits. */
export function maskAddress(address: string): string {
  const at = address.indexOf("@");
  if (at > 0) return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
  return `${"*".repeat(Math.max(0, address.length - 4))}${address.slice(-4)}`;
}
