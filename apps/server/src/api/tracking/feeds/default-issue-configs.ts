import { failureReasonFor, type FeedAction } from "@portal/core/feed-form";
import { isNdrReasonCode, type NdrReasonCode } from "@portal/core/ndr";
import { isPickupReasonCode, type PickupReasonCode } from "@portal/core/pickup";
import type { FailureDirection, OpsIssueConfig } from "@portal/db/repositories/tracking-issue-configs";

/** The operations buckets, each with the shopper actions that fall in it. */
const BUCKETS = [
  { id: 1, name: "Customer not available", actions: ["ask-preferred-date", "reschedule", "payment-not-ready", "ask-alternate-number"] },
  { id: 2, name: "Customer refused", actions: ["confirm-delivery", "confirm-pickup"] },
  { id: 3, name: "Address issue", actions: ["ask-address"] },
  { id: 4, name: "Courier issue", actions: ["report-no-attempt", "wrongly-routed", "next-business-day"] },
  { id: 5, name: "Customer instruction", actions: ["customer-collects", "open-delivery"] },
  { id: 6, name: "Needs review", actions: ["ask-feedback", "investigating"] },
  { id: 7, name: "Product issue", actions: ["explain-product-issue"] },
] as const satisfies readonly { id: number; name: string; actions: readonly FeedAction[] }[];

type Bucket = { id: number; name: string };
// Every action is in a bucket: this fails to compile when core adds one that none lists.
const everyActionListed: [Exclude<FeedAction, (typeof BUCKETS)[number]["actions"][number]>] extends [never] ? true : never = true;

/** The operations bucket each shopper action falls in, when no config is stored for a reason. */
export const ACTION_BUCKET = Object.fromEntries(BUCKETS.flatMap(({ id, name, actions }) => actions.map((action) => [action, { id, name }]))) as Record<
  FeedAction,
  Bucket
>;
void everyActionListed;

/** Prefix of the raw courier description, by direction. */
const RAW_PREFIX = { delivery: "NDR", pickup: "NPR" } as const satisfies Record<FailureDirection, string>;

/**
 * Each reason as operations staff name it (product rules §4's tables), not the shopper's
 * "The courier could not reach you.": the default issue names of the ops view and feed.
 * Plain English like the bucket names, since stored configs name issues in English too.
 */
const NDR_STAFF_NAME = {
  1: "Customer unreachable",
  2: "Customer refused delivery",
  3: "Customer asked to reschedule",
  4: "No delivery attempt made",
  5: "Customer's phone unreachable",
  6: "Address not found",
  7: "Payment not ready (cash on delivery)",
  8: "Address incomplete",
  9: "Customer refused delivery (code 9)",
  10: "Customer will collect",
  11: "Delivery problem reported",
  12: "Open delivery requested",
  13: "Wrongly routed",
  14: "Customer refused delivery (code 14)",
} as const satisfies Record<NdrReasonCode, string>;

const PICKUP_STAFF_NAME = {
  1: "Customer unreachable for pickup",
  2: "Customer asked to cancel the pickup",
  3: "Product damaged or used",
  4: "Colour or brand differs",
  5: "Item count differs",
  6: "Customer asked for another pickup date",
  7: "Address not serviceable",
  8: "Several pickup attempts failed",
  9: "Pickup moved to the next business day",
  10: "Customer refused the pickup",
  11: "Product not ready",
} as const satisfies Record<PickupReasonCode, string>;

const UNLISTED_NAME = {
  delivery: (code) => `Unlisted delivery reason ${code} (under investigation)`,
  pickup: (code) => `Unlisted pickup reason ${code} (under investigation)`,
} as const satisfies Record<FailureDirection, (code: number) => string>;

/** The staff name of a failure code; a code outside core's tables says so with its number. */
export function staffIssueName(direction: FailureDirection, code: number): string {
  if (direction === "delivery" && isNdrReasonCode(code)) return NDR_STAFF_NAME[code];
  if (direction === "pickup" && isPickupReasonCode(code)) return PICKUP_STAFF_NAME[code];
  return UNLISTED_NAME[direction](code);
}

/**
 * A config built from core's reason table: the staff name of the reason as the issue name,
 * its action's bucket. Pickups also get the bucket as their npr_bucket code.
 */
export function defaultIssueConfig(direction: FailureDirection, issueId: number): OpsIssueConfig {
  const reason = failureReasonFor(direction, issueId);
  const bucket = ACTION_BUCKET[reason.action];
  return {
    direction,
    issueId,
    bucketId: bucket.id,
    bucketName: bucket.name,
    issueName: staffIssueName(direction, issueId),
    rawIssueDesc: `${RAW_PREFIX[direction]}-${issueId}`,
    nprBucket: direction === "pickup" ? String(bucket.id) : null,
  };
}
