import type { OpsBucket, OpsReportKind } from "@portal/core/api";
import { NDR_REASON_CODES } from "@portal/core/ndr";
import { PICKUP_REASON_CODES } from "@portal/core/pickup";
import type { Kysely } from "kysely";
import { listIssueConfigRows } from "@portal/db/repositories/ops-reports";
import type { OpsIssueConfig } from "@portal/db/repositories/tracking-issue-configs";
import type { Database } from "@portal/db/schema";
import { defaultIssueConfig } from "../../tracking/feeds/default-issue-configs.ts";

const CODES = { delivery: NDR_REASON_CODES, pickup: PICKUP_REASON_CODES } as const satisfies Record<OpsReportKind, readonly number[]>;

/**
 * How operations classify every failure reason, as tracking-ops-feed answers it: the stored
 * config of a reason, else the one built from core's reason table. Read per request (the
 * table is small), so an edited config shows at once.
 */
export interface OpsIssueCatalog {
  configOf(kind: OpsReportKind, issueId: number): OpsIssueConfig | undefined;
  buckets: OpsBucket[];
  /** Reason codes per direction in a bucket (for the bucket filter). */
  issuesInBucket(bucketId: number): Record<OpsReportKind, number[]>;
}

export async function loadOpsIssueCatalog(db: Kysely<Database>): Promise<OpsIssueCatalog> {
  const stored = await listIssueConfigRows(db);
  const configs = new Map<string, OpsIssueConfig>();
  for (const kind of ["delivery", "pickup"] as const) {
    for (const code of CODES[kind]) {
      const row = stored.find((r) => r.direction === kind && r.issue_id === code);
      configs.set(
        `${kind}:${code}`,
        row
          ? {
              direction: kind,
              issueId: code,
              bucketId: row.bucket_id,
              bucketName: row.bucket_name,
              issueName: row.issue_name,
              rawIssueDesc: row.raw_issue_desc,
              nprBucket: row.npr_bucket,
            }
          : defaultIssueConfig(kind, code),
      );
    }
  }
  // One bucket per name: stored configs may file reasons under their own ids with a name the
  // defaults (or another direction) also use ("Customer refused" as 2 and 12); the filter then
  // offered the name twice. A name's lowest id stands for all of its ids.
  const idOfName = new Map<string, number>();
  for (const config of configs.values()) idOfName.set(config.bucketName, Math.min(config.bucketId, idOfName.get(config.bucketName) ?? Infinity));
  for (const [key, config] of configs) configs.set(key, { ...config, bucketId: idOfName.get(config.bucketName) ?? config.bucketId });
  const buckets = new Map<string, OpsBucket>();
  for (const config of configs.values()) {
    const key = `${config.direction}:${config.bucketId}`;
    const bucket = buckets.get(key) ?? { bucket_id: config.bucketId, bucket_name: config.bucketName, kind: config.direction, issues: [] };
    bucket.issues.push({ issue_id: config.issueId, issue_name: config.issueName });
    buckets.set(key, bucket);
  }
  return {
    configOf: (kind, issueId) => configs.get(`${kind}:${issueId}`),
    buckets: [...buckets.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.bucket_id - b.bucket_id),
    issuesInBucket: (bucketId) => ({
      delivery: [...configs.values()].filter((c) => c.direction === "delivery" && c.bucketId === bucketId).map((c) => c.issueId),
      pickup: [...configs.values()].filter((c) => c.direction === "pickup" && c.bucketId === bucketId).map((c) => c.issueId),
    }),
  };
}
