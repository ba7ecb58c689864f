import { failureReasonFor, type FeedAction } from "@portal/core/feed-form";
import type { FailureDirection, OpsIssueConfig } from "@portal/db/repositories/tracking-issue-configs";
import type { EnglishText } from "../english-text.ts";

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
 * A config built from core's reason table: the reason's text as the issue name, its
 * action's bucket. Pickups also get the bucket as their npr_bucket code.
 */
export async function defaultIssueConfig(direction: FailureDirection, issueId: number, englishText: EnglishText): Promise<OpsIssueConfig> {
  const reason = failureReasonFor(direction, issueId);
  const bucket = ACTION_BUCKET[reason.action];
  return {
    direction,
    issueId,
    bucketId: bucket.id,
    bucketName: bucket.name,
    issueName: await englishText(reason.message),
    rawIssueDesc: `${RAW_PREFIX[direction]}-${issueId}`,
    nprBucket: direction === "pickup" ? String(bucket.id) : null,
  };
}
