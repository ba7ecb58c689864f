import type { Kysely } from "kysely";
import type { BrandEventType } from "@portal/core/api";
import { findBrandEventEndpoint, insertBrandEvent } from "@portal/db/repositories/brand-events";
import type { Database } from "@portal/db/schema";
import { orderedUuid } from "../import/ordered-id.ts";
import { SUBJECT_OF, type BrandEventData } from "./brand-event-data.ts";

/** The body sent to the brand (Standard Webhooks' recommended payload structure, plus the id). */
export interface BrandEventBody<T extends BrandEventType = BrandEventType> {
  id: string;
  type: T;
  timestamp: string;
  data: BrandEventData[T];
}

/**
 * Puts an event for the brand's systems in the outbox; the delivery worker sends it. Pass a
 * transaction as `db` to make the event part of the change it reports (it is then stored or
 * dropped with it). Returns the event id (the `webhook-id` every attempt carries), or
 * undefined when the brand has no endpoint switched on: nothing is kept for it then.
 */
export async function enqueueBrandEvent<T extends BrandEventType>(
  db: Kysely<Database>,
  brandId: string,
  type: T,
  data: BrandEventData[T],
  { now = new Date() }: { now?: Date } = {},
): Promise<string | undefined> {
  const endpoint = await findBrandEventEndpoint(db, brandId);
  if (!endpoint?.enabled) return undefined;
  // A UUIDv7 (time first), so ids sort in the order events were made; no "." (the spec's rule).
  const id = `evt_${orderedUuid(now.getTime()).replaceAll("-", "")}`;
  const body: BrandEventBody<T> = { id, type, timestamp: now.toISOString(), data };
  const subjectOf = SUBJECT_OF[type] as (data: BrandEventData[T]) => string;
  await insertBrandEvent(db, { id, brandId, type, subject: `${brandId}/${subjectOf(data)}`, body: JSON.stringify(body), now });
  return id;
}
