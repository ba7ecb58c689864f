import type { CustomerFeed as WireFeed } from "@portal/core/api";
import type { CustomerFeed } from "../../../db/repositories/tracking-feeds.ts";

/** A stored concern as the API sends it; `timestamp` is when it was last written. */
export function wireFeedOf(feed: CustomerFeed): WireFeed {
  return {
    issue_id: feed.issueId,
    drop_pincode: feed.dropPincode ?? "",
    comment: feed.comment ?? "",
    phone_number: feed.phoneNumber ?? "",
    preferred_date: feed.preferredDate ?? "",
    preferred_time: feed.preferredTime ?? "",
    landmark: feed.landmark ?? "",
    address: feed.address ?? "",
    answer: feed.answer,
    timestamp: feed.updatedAt,
  };
}
