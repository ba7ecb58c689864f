import { LIVE_TRACKING_EVENT, LIVE_TRACKING_PATH } from "@portal/core/live";

/**
 * Keeps an open tracking page current (a scan ingested on any replica shows within seconds):
 * listens on the shipment's live-tracking stream and, on each change, has the router run the
 * page's loader again, which reads through track-order with the link's key. EventSource
 * reconnects by itself, with the last version seen (Last-Event-ID). The server ends the stream
 * at a final stage (or answers 204), and this stops listening; without it the page is complete.
 */
export function listenForShipmentChanges(waybill: string, securityKey: string | null, refresh: () => Promise<unknown>): () => void {
  const query = new URLSearchParams({ waybill });
  if (securityKey) query.set("security_key", securityKey);
  const source = new EventSource(`/api/v1/${LIVE_TRACKING_PATH}?${query}`);
  let refreshing = Promise.resolve();
  source.addEventListener(LIVE_TRACKING_EVENT.changed, () => {
    // One refresh at a time: a burst of scans ends in the reads it needs, in order.
    refreshing = refreshing
      .then(() => refresh())
      .then(
        () => undefined,
        () => undefined,
      );
  });
  source.addEventListener(LIVE_TRACKING_EVENT.end, () => source.close());
  return () => source.close();
}
