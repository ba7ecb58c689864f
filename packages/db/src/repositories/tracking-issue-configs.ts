import type { FeedDirection } from "@portal/core/feed-form";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { NewOpsIssueConfigRow } from "../schema-tracking-feeds.ts";
import { camelCaseRow, snakeCaseRecord } from "./row-case.ts";
import { selectWhere } from "./select-where.ts";

/** Forward shipments fail deliveries (NDR codes), reverse shipments fail pickups (NPR codes). */
export type FailureDirection = FeedDirection;

/** How operations classify one failure reason (product rules §3, Ops issue config). */
export interface OpsIssueConfig {
  direction: FailureDirection;
  issueId: number;
  bucketId: number;
  bucketName: string;
  issueName: string;
  rawIssueDesc: string;
  nprBucket: string | null;
}

export async function findIssueConfig(db: Kysely<Database>, direction: FailureDirection, issueId: number): Promise<OpsIssueConfig | undefined> {
  const row = await selectWhere(db, "ops_issue_configs", { direction: direction, issue_id: issueId }).executeTakeFirst();
  return row && { ...camelCaseRow(row), direction };
}

/** Adds or replaces configs (by direction and issue id). */
export async function saveIssueConfigs(db: Kysely<Database>, configs: readonly OpsIssueConfig[]): Promise<void> {
  if (configs.length === 0) return;
  // Every row names every column (SQLite fills a missing one with NULL in multi-row inserts).
  const rows: NewOpsIssueConfigRow[] = configs.map((config) => snakeCaseRecord(config));
  await db
    .insertInto("ops_issue_configs")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["direction", "issue_id"]).doUpdateSet((eb) => ({
        bucket_id: eb.ref("excluded.bucket_id"),
        bucket_name: eb.ref("excluded.bucket_name"),
        issue_name: eb.ref("excluded.issue_name"),
        raw_issue_desc: eb.ref("excluded.raw_issue_desc"),
        npr_bucket: eb.ref("excluded.npr_bucket"),
      })),
    )
    .execute();
}
