import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { uploadUsageSince } from "@portal/db/repositories/storage-uploads";
import type { Database } from "@portal/db/schema";
import { MAX_UPLOAD_BYTES } from "../../storage/upload-limits.ts";
import { UPLOAD_QUOTA, type UploadQuota } from "../../storage/upload-quotas.ts";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import type { AnswerMessage } from "../../http/envelope.ts";

/** The stored client key: a hash, since an address is personal data and only equality matters. */
export function uploadClientKey(address: string): string {
  return createHash("sha256").update(`upload:${address}`).digest("base64url").slice(0, 22);
}

export interface QuotaRefusal {
  message: AnswerMessage;
  retryAfterSeconds: number;
}

/**
 * Whether one more form (of up to MAX_UPLOAD_BYTES) would take the order or the client over
 * its quota. Counted from the grants table, so replicas share it; two forms asked for in the
 * same instant may both pass, an overshoot of one form that the rate limit bounds.
 */
export async function uploadQuotaRefusal(
  db: Kysely<Database>,
  owner: { returnOrderId: string; clientKey: string },
  now: Date,
): Promise<QuotaRefusal | undefined> {
  const checks: [UploadQuota, { returnOrderId: string } | { clientKey: string }, AnswerMessage][] = [
    [UPLOAD_QUOTA.perOrder, { returnOrderId: owner.returnOrderId }, STORAGE_MESSAGE.orderQuota],
    [UPLOAD_QUOTA.perClient, { clientKey: owner.clientKey }, STORAGE_MESSAGE.clientQuota],
  ];
  for (const [quota, who, message] of checks) {
    const usage = await uploadUsageSince(db, who, new Date(now.getTime() - quota.windowMs), now, MAX_UPLOAD_BYTES);
    if (usage.count + 1 > quota.count || usage.bytes + MAX_UPLOAD_BYTES > quota.bytes) {
      return { message, retryAfterSeconds: Math.ceil(quota.windowMs / 1000) };
    }
  }
  return undefined;
}
