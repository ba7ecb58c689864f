import type { ColumnType, Selectable } from "kysely";
import type { IsoTimestamp, Timestamps } from "./schema.ts";
import type { JobStatus } from "./job-claims.ts";

/** Tables of messages to shoppers (migration 0095); merged into `Database` in schema.ts. */
export interface NotificationTables {
  notification_settings: NotificationSettingsTable;
  notification_providers: NotificationProvidersTable;
  notifications: NotificationsTable;
  notification_consents: NotificationConsentsTable;
  notification_timers: NotificationTimersTable;
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
  /** Hours after a failed delivery before its unanswered form gets one reminder (0119). */
  ndr_reminder_hours: ColumnType<number, number | undefined, number>;
  /** JSON `{ moment: channel[] }`: the moment × channel grid (0121); null, every moment on every channel. */
  switches: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON `{ moment: { locale: text } }`: the brand's own sentence per moment and language (0121). */
  wording: ColumnType<string | null, string | null | undefined, string | null>;
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

/** What a timer is for: the promised day passed, or a failed-delivery form still unanswered. */
export type NotificationTimerKind = "delayed" | "ndr-reminder";

/** A time-driven message's job (0118): due at `ready_at`, claimed like the outbox (job-claims.ts). */
export interface NotificationTimersTable extends Timestamps {
  id: string;
  brand_id: string;
  kind: NotificationTimerKind;
  shipment_id: string;
  subject: string;
  attempt: ColumnType<number, number | undefined, number>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  ready_at: IsoTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  claim_token: string | null;
  claimed_at: IsoTimestamp | null;
  /** What it did when it fired: "sent", or why nothing was (delivered, answered, …). */
  outcome: string | null;
}

export type NotificationTimerRow = Selectable<NotificationTimersTable>;

/** A shopper's "get updates for this shipment" (migration 0115): shipment, channel, address. */
export interface NotificationSubscriptionsTable extends Timestamps {
  brand_id: string;
  shipment_id: string;
  channel: string;
  address: string;
  locale: string | null;
}
