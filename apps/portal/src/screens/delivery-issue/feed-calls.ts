import type { ApiResult, PortalApiClient, TrackingFeedBody, TrackingFeedQuery, TrackingFeedResult } from "@portal/core/api";
import type { FeedDirection } from "@portal/ui";

export interface FeedCalls {
  read: (query: TrackingFeedQuery) => Promise<ApiResult<TrackingFeedResult>>;
  save: (query: TrackingFeedQuery, body: TrackingFeedBody, options: { update: boolean }) => Promise<ApiResult<unknown>>;
}

/** Failed deliveries answer on tracking-feed, failed pickups on npr/tracking-feed (product rules §7). */
export function feedCallsOf(api: PortalApiClient, direction: FeedDirection): FeedCalls {
  const calls = {
    delivery: { read: api.getTrackingFeed, save: api.saveTrackingFeed },
    pickup: { read: api.getPickupFeed, save: api.savePickupFeed },
  } as const satisfies Record<FeedDirection, FeedCalls>;
  return calls[direction];
}
