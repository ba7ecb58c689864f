import type { CustomerFeed as WireFeed } from "@portal/core/api";
import type { CustomerFeed } from "@portal/db/repositories/tracking-feeds";
import { snakeCaseRecord } from "@portal/db/repositories/row-case";

/** Fields the wire does not carry, or carries under another name (`timestamp`). */
const NOT_ON_THE_WIRE = ["id", "brandId", "shipmentId", "createdAt", "updatedAt"] as const;

/** A stored concern as the API sends it: "" for a field left empty; `timestamp` is when it was last written. */
export function wireFeedOf(feed: CustomerFeed): WireFeed {
  const { issue_id, answer, ...texts } = snakeCaseRecord(feed, NOT_ON_THE_WIRE);
  const blanks = Object.fromEntries(Object.entries(texts).map(([field, value]) => [field, value ?? ""])) as { [Field in keyof typeof texts]: string };
  return { issue_id, ...blanks, answer, timestamp: feed.updatedAt };
}
