import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { CustomerFeedRow } from "../schema-tracking-feeds.ts";
import { camelCaseRow } from "./row-case.ts";
import { selectWhere } from "./select-where.ts";

// Shoppers' answers to failed deliveries and pickups. Every query is scoped by brand id.

export type FeedAnswer = "accept" | "reject";

/** What a shopper answered; absent fields are stored as null. */
export interface FeedValues {
  answer?: FeedAnswer | undefined;
  preferredDate?: string | undefined;
  preferredTime?: string | undefined;
  phoneNumber?: string | undefined;
  address?: string | undefined;
  dropPincode?: string | undefined;
  landmark?: string | undefined;
  comment?: string | undefined;
}

export interface CustomerFeed {
  id: string;
  brandId: string;
  shipmentId: string;
  issueId: number;
  answer: FeedAnswer | null;
  preferredDate: string | null;
  preferredTime: string | null;
  phoneNumber: string | null;
  address: string | null;
  dropPincode: string | null;
  landmark: string | null;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FeedKey {
  brandId: string;
  shipmentId: string;
  issueId: number;
}

/** The shipment's most recently written concern, if any. */
export async function findLatestFeed(db: Kysely<Database>, brandId: string, shipmentId: string): Promise<CustomerFeed | undefined> {
  const row = await selectWhere(db, "customer_feeds", { brand_id: brandId, shipment_id: shipmentId })
    .orderBy("updated_at", "desc")
    .orderBy("issue_id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toCustomerFeed(row);
}

export async function findFeed(db: Kysely<Database>, key: FeedKey): Promise<CustomerFeed | undefined> {
  const row = await selectWhere(db, "customer_feeds", { brand_id: key.brandId, shipment_id: key.shipmentId, issue_id: key.issueId }).executeTakeFirst();
  return row && toCustomerFeed(row);
}

/** Stores a new concern; false (storing nothing) when one for this issue already exists. */
export async function insertFeed(db: Kysely<Database>, key: FeedKey, values: FeedValues, { now }: { now: Date }): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .insertInto("customer_feeds")
    .values({
      id: randomUUID(),
      brand_id: key.brandId,
      shipment_id: key.shipmentId,
      issue_id: key.issueId,
      ...columnsOf(values),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(["shipment_id", "issue_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Replaces the answer of an existing concern; false when there is none for this issue. */
export async function updateFeed(db: Kysely<Database>, key: FeedKey, values: FeedValues, { now }: { now: Date }): Promise<boolean> {
  const result = await db
    .updateTable("customer_feeds")
    .set({ ...columnsOf(values), updated_at: now.toISOString() })
    .where("brand_id", "=", key.brandId)
    .where("shipment_id", "=", key.shipmentId)
    .where("issue_id", "=", key.issueId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function columnsOf(values: FeedValues) {
  return {
    answer: values.answer ?? null,
    preferred_date: values.preferredDate ?? null,
    preferred_time: values.preferredTime ?? null,
    phone_number: values.phoneNumber ?? null,
    address: values.address ?? null,
    drop_pincode: values.dropPincode ?? null,
    landmark: values.landmark ?? null,
    comment: values.comment ?? null,
  };
}

function toCustomerFeed(row: CustomerFeedRow): CustomerFeed {
  return { ...camelCaseRow(row), answer: row.answer === "accept" || row.answer === "reject" ? row.answer : null };
}
