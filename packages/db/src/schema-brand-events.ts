import type { ColumnType, Selectable } from "kysely";
import type { Flag, IsoTimestamp, Timestamps } from "./schema.ts";
import type { JobStatus } from "./job-claims.ts";

/** Tables of events for the brand's own systems (migration 0081); merged into `Database` in schema.ts. */
export interface BrandEventTables {
  brand_event_endpoints: BrandEventEndpointsTable;
  brand_events: BrandEventsTable;
}

/** Where a brand's events go and the secret they are signed with. */
export interface BrandEventEndpointsTable extends Timestamps {
  brand_id: string;
  url: string;
  /** `whsec_` + base64 of the key bytes (Standard Webhooks); never logged, shown once. */
  secret: string;
  enabled: ColumnType<Flag, Flag | undefined, Flag>;
}

/** One event: its body, its delivery job (job-claims.ts columns) and its last answer. */
export interface BrandEventsTable extends Timestamps {
  id: string;
  brand_id: string;
  type: string;
  subject: string;
  body: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  ready_at: IsoTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  claim_token: string | null;
  claimed_at: IsoTimestamp | null;
  last_attempt_at: IsoTimestamp | null;
  /** HTTP status of the last answer; null when the last attempt got none (refused, timed out). */
  last_response_status: number | null;
  /** The start of the last answer's body (a few hundred characters). */
  last_response_body: string | null;
  last_error: string | null;
  delivered_at: IsoTimestamp | null;
  /** Times an admin asked to send it again. */
  replays: ColumnType<number, number | undefined, number>;
}

export type BrandEventRow = Selectable<BrandEventsTable>;
