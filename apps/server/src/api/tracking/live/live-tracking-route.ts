import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { LIVE_TRACKING_EVENT, LiveTrackingQuerySchema } from "@portal/core/api";
import { isTerminalForwardStage } from "@portal/core/status";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { findBrandShipment, type TrackedShipment } from "../shipment/shipment-request.ts";
import { shipmentStageOf } from "../shipment/shipment-stage.ts";
import type { ShipmentChanges } from "../../../live/shipment-changes.ts";
import { heartbeats } from "./heartbeats.ts";

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

/**
 * GET live-tracking (core's live-tracking.ts): a stream for one open tracking page. The caller
 * must be allowed to read the shipment exactly as track-order checks it (key brands need the
 * key); otherwise it gets track-order's not-shipped answer and no stream. Each event carries
 * only the shipment's version, so nothing personal travels on it; the page reads the news
 * through track-order. Idle, a stream costs a map entry and a shared heartbeat.
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

    const lastSeen = c.req.header("last-event-id");
    const response = streamSSE(c, async (stream) => {
      let sent = lastSeen ?? versionOf(first);
      let ended = false;
      let reading = Promise.resolve();
      // Ended by us (abort) or by the page going away (the request's signal).
      const done = new Promise<void>((resolve) => {
        stream.onAbort(resolve);
        c.req.raw.signal.addEventListener("abort", () => resolve(), { once: true });
      });
      const finish = () => {
        ended = true;
        stream.abort();
      };
      const tell = async (shipment: TrackedShipment) => {
        const version = versionOf(shipment);
        if (version !== sent) {
          sent = version;
          await stream.writeSSE({ event: LIVE_TRACKING_EVENT.changed, id: version, data: version });
        }
        if (isFinal(shipment)) {
          await stream.writeSSE({ event: LIVE_TRACKING_EVENT.end, data: "" });
          finish();
        }
      };
      // Reconnected after missing something (its Last-Event-ID is older): say so at once.
      await tell(first);
      const unsubscribe = deps.shipmentChanges.subscribe({ brandId: first.brand.id, waybill: first.detail.shipment.waybill ?? waybill }, () => {
        // One read at a time per stream, in order; a burst of scans coalesces into the reads it needs.
        reading = reading.then(async () => {
          if (ended) return;
          const now = await read();
          if (now) await tell(now);
          else finish();
        });
      });
      const stopBeat = heartbeats.add(stream as SSEStreamingApi);
      await done;
      ended = true;
      unsubscribe();
      stopBeat();
    });
    // Set over streamSSE's own: no-transform keeps the compression step away from a stream.
    response.headers.set("Cache-Control", "no-store, no-transform");
    // nginx buffers proxied answers by default; a stream must pass at once (docs/deploy.md).
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  };
}
