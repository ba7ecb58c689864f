import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import { LIVE_TRACKING_EVENT, LiveTrackingQuerySchema } from "@portal/core/api";
import { isTerminalForwardStage } from "@portal/core/status";
import { SERVICE_MESSAGE, TRACKING_MESSAGE } from "@portal/core/messages";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { findBrandShipment, type TrackedShipment } from "../shipment/shipment-request.ts";
import { shipmentStageOf } from "../shipment/shipment-stage.ts";
import type { ShipmentChanges } from "../../../live/shipment-changes.ts";
import { liveStreams, type LiveStream } from "./live-streams.ts";

/**
 * What the page has seen, as the stream's event id: the shipment's last write and its number of
 * scans (two writes within one clock tick still differ by their scans).
 */
function versionOf(shipment: TrackedShipment): string {
  return `${shipment.detail.scans.length}-${shipment.detail.shipment.updatedAt}`;
}

/** A forward shipment at a final stage has nothing more to tell an open page. */
function isFinal(shipment: TrackedShipment): boolean {
  const stage = shipmentStageOf(shipment.detail);
  return stage.direction === "delivery" && isTerminalForwardStage(stage.stage);
}

/** Tells the Node adapter the answer was written on the socket already. */
const alreadySent = () => new Response(null, { headers: { "x-hono-already-sent": "true" } });

/**
 * GET live-tracking (core's live-tracking.ts): a stream for one open tracking page. The caller
 * must be allowed to read the shipment exactly as track-order checks it (key brands need the
 * key); otherwise it gets track-order's not-shipped answer and no stream. Each event carries
 * only the shipment's version, so nothing personal travels on it; the page reads the news
 * through track-order. Written on Node's own response, not a web stream: thousands of idle
 * pages then cost a few KB each (`pnpm bench:live`), and nothing runs for them but a shared heartbeat.
 */
export function liveTrackingHandler(deps: ApiDeps & { shipmentChanges: ShipmentChanges }) {
  return async (c: Context) => {
    const query = readQuery(c, LiveTrackingQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const waybill = query.value.waybill!;
    const securityKey = query.value.security_key;
    const brand = await resolveApiBrand(c, deps);
    const read = () => findBrandShipment(deps, brand, waybill, securityKey);
    const first = await read();
    if (!first) return sendFail(c, 400, TRACKING_MESSAGE.notShipped);
    // EventSource does not reconnect after a 204: a final shipment ends the page's listening.
    if (isFinal(first)) return c.body(null, 204);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (!outgoing) return sendFail(c, 503, SERVICE_MESSAGE.busy);

    outgoing.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: no proxy or compression step holds a stream back to compress it.
      "Cache-Control": "no-store, no-transform",
      // nginx buffers proxied answers by default; a stream must pass at once (docs/deploy.md).
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
    });
    outgoing.flushHeaders();
    const stream: LiveStream = { write: (text) => outgoing.write(text), end: () => outgoing.end() };

    let sent = c.req.header("last-event-id") ?? versionOf(first);
    let ended = false;
    let reading = Promise.resolve();
    const tell = (shipment: TrackedShipment) => {
      const version = versionOf(shipment);
      if (version !== sent) {
        sent = version;
        stream.write(`event: ${LIVE_TRACKING_EVENT.changed}\nid: ${version}\ndata: ${version}\n\n`);
      }
      if (isFinal(shipment)) {
        stream.write(`event: ${LIVE_TRACKING_EVENT.end}\ndata:\n\n`);
        stream.end();
      }
    };
    // Reconnected after missing something (its Last-Event-ID is older): say so at once.
    tell(first);
    const subject = { brandId: first.brand.id, waybill: first.detail.shipment.waybill ?? waybill };
    const unsubscribe = deps.shipmentChanges.subscribe(subject, () => {
      // One read at a time per stream, in order; a burst of scans coalesces into the reads it needs.
      reading = reading.then(async () => {
        if (ended) return;
        const now = await read().catch(() => undefined);
        if (now) tell(now);
        else stream.end();
      });
    });
    const forget = liveStreams.add(stream);
    outgoing.once("close", () => {
      ended = true;
      unsubscribe();
      forget();
    });
    return alreadySent();
  };
}
