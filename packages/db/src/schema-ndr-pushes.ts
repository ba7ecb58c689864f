import type { ColumnType, Selectable } from "kysely";
import type { IsoTimestamp, Timestamps } from "./schema.ts";
import type { JobStatus } from "./job-claims.ts";

/** The NDR loop's tables (migration 0100); merged into `Database` in schema.ts. */
export interface NdrPushTables {
  shipment_sources: ShipmentSourcesTable;
  ndr_credentials: NdrCredentialsTable;
  ndr_pushes: NdrPushesTable;
}

/** The aggregator (a WebhookProvider) whose webhook last updated a shipment. */
export interface ShipmentSourcesTable {
  shipment_id: string;
  provider: string;
  updated_at: IsoTimestamp;
}

/** A brand's credentials (JSON) for one aggregator's NDR action API; never logged. */
export interface NdrCredentialsTable {
  brand_id: string;
  provider: string;
  secret: string;
  updated_at: IsoTimestamp;
}

/** One shopper answer to push: its payload, its job (job-claims.ts columns) and its last answer. */
export interface NdrPushesTable extends Timestamps {
  id: string;
  brand_id: string;
  shipment_id: string;
  provider: string;
  issue_id: number | null;
  payload: string;
  subject: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  ready_at: IsoTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  claim_token: string | null;
  claimed_at: IsoTimestamp | null;
  last_attempt_at: IsoTimestamp | null;
  last_response_status: number | null;
  last_response_body: string | null;
  last_error: string | null;
  sent_at: IsoTimestamp | null;
}

export type NdrPushRow = Selectable<NdrPushesTable>;
