import type { Migration } from "kysely";
import { trackingTables } from "./0001-tracking-tables.ts";
import { trackingFeedTables } from "./0002-tracking-feeds.ts";
import { returnTables } from "./0003-returns.ts";
import { adminTables } from "./0004-admin-labels.ts";
import { analyticsCountTables } from "./0005-analytics-counts.ts";
import { idempotencyKeyTables } from "./0010-idempotency-keys.ts";
import { returnRequestFingerprint } from "./0020-return-request-fingerprint.ts";
import { carrierFeedTables } from "./0040-carrier-feeds.ts";
import { webhookSecretTables } from "./0041-webhook-secrets.ts";
import { adminConsoleTables } from "./0060-admin-console.ts";
import { uploadGrantOwners } from "./0070-upload-grant-owners.ts";
import { feedbackAnswerColumns } from "./0071-feedback-answers.ts";
import { idempotencyRequestHash } from "./0072-idempotency-request-hash.ts";
import { shipmentEventOrder } from "./0075-shipment-event-order.ts";
import { returnDeskTables } from "./0077-return-desk.ts";
import { brandEventTables } from "./0081-brand-events.ts";
import { returnItemCategory } from "./0092-return-item-category.ts";
import { notificationTables } from "./0095-notifications.ts";
import { ndrPushTables } from "./0100-ndr-pushes.ts";
import { notificationSubscriptionTables } from "./0115-notification-subscriptions.ts";
import { insightRollupTables } from "./0103-insight-rollups.ts";
import { narrowInsightRollups } from "./0112-narrow-insight-rollups.ts";
import { failurePincodeWeeks } from "./0113-failure-pincode-weeks.ts";
import { shipmentReferenceIndex } from "./0111-shipment-reference-index.ts";
import { notificationTimerTables } from "./0118-notification-timers.ts";
import { ndrReminderDelay } from "./0119-ndr-reminder-delay.ts";
import { trackingViewDays } from "./0120-tracking-view-days.ts";
import { notificationSwitches } from "./0121-notification-switches.ts";
import { brandTextTranslations } from "./0122-brand-text-translations.ts";
import { trackingViewRollups } from "./0123-tracking-view-rollups.ts";
import { returnTextVersionTables } from "./0124-return-text-versions.ts";

/**
 * Every migration, keyed by the name recorded in `kysely_migration`. Kysely applies them in
 * name order; names are never changed once released. Listed in code (not read from a folder)
 * so they survive bundling.
 */
export const migrations: Record<string, Migration> = {
  "0001-tracking-tables": trackingTables,
  "0002-tracking-feeds": trackingFeedTables,
  "0003-returns": returnTables,
  "0004-admin-labels": adminTables,
  "0005-analytics-counts": analyticsCountTables,
  "0010-idempotency-keys": idempotencyKeyTables,
  "0020-return-request-fingerprint": returnRequestFingerprint,
  "0040-carrier-feeds": carrierFeedTables,
  "0041-webhook-secrets": webhookSecretTables,
  "0060-admin-console": adminConsoleTables,
  "0070-upload-grant-owners": uploadGrantOwners,
  "0071-feedback-answers": feedbackAnswerColumns,
  "0072-idempotency-request-hash": idempotencyRequestHash,
  "0075-shipment-event-order": shipmentEventOrder,
  "0077-return-desk": returnDeskTables,
  "0081-brand-events": brandEventTables,
  "0092-return-item-category": returnItemCategory,
  "0095-notifications": notificationTables,
  "0100-ndr-pushes": ndrPushTables,
  "0103-insight-rollups": insightRollupTables,
  "0111-shipment-reference-index": shipmentReferenceIndex,
  "0112-narrow-insight-rollups": narrowInsightRollups,
  "0113-failure-pincode-weeks": failurePincodeWeeks,
  "0115-notification-subscriptions": notificationSubscriptionTables,
  "0118-notification-timers": notificationTimerTables,
  "0119-ndr-reminder-delay": ndrReminderDelay,
  "0120-tracking-view-days": trackingViewDays,
  "0121-notification-switches": notificationSwitches,
  "0122-brand-text-translations": brandTextTranslations,
  "0123-tracking-view-rollups": trackingViewRollups,
  "0124-return-text-versions": returnTextVersionTables,
};
