import type { FeedAction } from "@portal/core/feed-form";
import { NDR_REASON_CODES } from "@portal/core/ndr";
import { PICKUP_REASON_CODES } from "@portal/core/pickup";
import type { FailureDirection, OpsIssueConfig } from "../../../db/repositories/tracking-issue-configs.ts";
import type { EnglishText } from "../english-text.ts";
import { failureReasonOf } from "./failure-reason-of.ts";

/** The operations bucket each shopper action falls in, when no config is stored for a reason. */
export const ACTION_BUCKET = {
  "ask-preferred-date": { id: 1, name: "Customer not available" },
  reschedule: { id: 1, name: "Customer not available" },
  "payment-not-ready": { id: 1, name: "Customer not available" },
  "ask-alternate-number": { id: 1, name: "Customer not available" },
  "confirm-delivery": { id: 2, name: "Customer refused" },
  "confirm-pickup": { id: 2, name: "Customer refused" },
  "ask-address": { id: 3, name: "Address issue" },
  "report-no-attempt": { id: 4, name: "Courier issue" },
  "wrongly-routed": { id: 4, name: "Courier issue" },
  "next-business-day": { id: 4, name: "Courier issue" },
  "customer-collects": { id: 5, name: "Customer instruction" },
  "open-delivery": { id: 5, name: "Customer instruction" },
  "ask-feedback": { id: 6, name: "Needs review" },
  "explain-product-issue": { id: 7, name: "Product issue" },
  investigating: { id: 6, name: "Needs review" },
} as const satisfies Record<FeedAction, { id: number; name: string }>;

/** Prefix of the raw courier description, by direction. */
const RAW_PREFIX = { delivery: "NDR", pickup: "NPR" } as const satisfies Record<FailureDirection, string>;

/**
 * A config built from core's reason table: the reason's text as the issue name, its
 * action's bucket. Pickups also get the bucket as their npr_bucket code.
 */
export async function defaultIssueConfig(direction: FailureDirection, issueId: number, englishText: EnglishText): Promise<OpsIssueConfig> {
  const reason = failureReasonOf(direction, issueId);
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

/** The default configs of every listed reason of both tables (used to seed a catalogue to edit). */
export async function defaultIssueConfigs(englishText: EnglishText): Promise<OpsIssueConfig[]> {
  const rows: OpsIssueConfig[] = [];
  for (const code of NDR_REASON_CODES) rows.push(await defaultIssueConfig("delivery", code, englishText));
  for (const code of PICKUP_REASON_CODES) rows.push(await defaultIssueConfig("pickup", code, englishText));
  return rows;
}
