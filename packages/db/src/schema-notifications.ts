import type { ColumnType, Selectable } from "kysely";
import type { IsoTimestamp, Timestamps } from "./schema.ts";
import type { JobStatus } from "./job-claims.ts";

/** Tables of messages to shoppers (migration 0095); merged into `Database` in schema.ts. */
export interface NotificationTables {
  notification_settings: NotificationSettingsTable;
  notification_providers: NotificationProvidersTable;
  notifications: NotificationsTable;
  notification_consents: NotificationConsentsTable;
  notification_subscriptions: NotificationSubscriptionsTable;
}

export interface NotificationSettingsTable extends Timestamps {
  brand_id: string;
  /** JSON list of the moments switched on. */
  moments: string;
  /** JSON list of the channels switched on. */
  channels: string;
  quiet_from: ColumnType<string, string | undefined, string>;
  quiet_to: ColumnType<string, string | undefined, string>;
  default_locale: ColumnType<string, string | undefined, string>;
}

export interface NotificationProvidersTable {
  brand_id: string;
  channel: string;
  provider: string;
  /** JSON of the account's non-secret settings. */
  config: string;
  /** Token or key, never logged. */
  secret: string;
  updated_at: IsoTimestamp;
}

/** One message: what, to whom, its send job (job-claims.ts columns) and its provider's answers. */
export interface NotificationsTable extends Timestamps {
  id: string;
  brand_id: string;
  idempotency_key: string;
  subject: string;
  shipment_id: string;
  moment: string;
  channel: string;
  recipient: string;
  locale: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  ready_at: IsoTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  claim_token: string | null;
  claimed_at: IsoTimestamp | null;
  provider: string | null;
  provider_message_id: string | null;
  last_attempt_at: IsoTimestamp | null;
  last_response_status: number | null;
  last_response_body: string | null;
  last_error: string | null;
  sent_at: IsoTimestamp | null;
  /** The provider's latest delivery receipt (delivered, read, failed…), from its status webhook. */
  receipt_status: string | null;
  receipt_at: IsoTimestamp | null;
}

export interface NotificationConsentsTable {
  brand_id: string;
  channel: string;
  address: string;
  locale: string | null;
  opted_in_at: IsoTimestamp | null;
  opted_out_at: IsoTimestamp | null;
  updated_at: IsoTimestamp;
}

export type NotificationRow = Selectable<NotificationsTable>;

/** A shopper's "get updates for this shipment" (migration 0115): shipment, channel, address. */
export interface NotificationSubscriptionsTable extends Timestamps {
  brand_id: string;
  shipment_id: string;
  channel: string;
  address: string;
  locale: string | null;
}
