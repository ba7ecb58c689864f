import type { Kysely } from "kysely";
import { NO_ATTEMPT_YET, claimJobRows, newJobColumns, settleAttempt, type AttemptAnswer } from "../job-claims.ts";
import type { BrandEventRow } from "../schema-brand-events.ts";
import type { Database } from "../schema.ts";
import { camelCaseRow, type CamelCased } from "./row-case.ts";

const TABLE = "brand_events";

/** A brand's endpoint for its events. The secret is read only by the delivery worker. */
export interface BrandEventEndpoint {
  brandId: string;
  url: string;
  secret: string;
  enabled: boolean;
  updatedAt: string;
}

export async function findBrandEventEndpoint(db: Kysely<Database>, brandId: string): Promise<BrandEventEndpoint | undefined> {
  const row = await db.selectFrom("brand_event_endpoints").selectAll().where("brand_id", "=", brandId).executeTakeFirst();
  return row && { brandId: row.brand_id, url: row.url, secret: row.secret, enabled: row.enabled === 1, updatedAt: row.updated_at };
}

/**
 * Sets the brand's endpoint. `secret` replaces the stored one when given; a first endpoint
 * must come with one. Returns false when there was no endpoint and no secret was given.
 */
export async function saveBrandEventEndpoint(
  db: Kysely<Database>,
  endpoint: { brandId: string; url: string; enabled: boolean; secret?: string },
  { now }: { now: Date },
): Promise<boolean> {
  const at = now.toISOString();
  const enabled = endpoint.enabled ? 1 : 0;
  if (endpoint.secret === undefined) {
    const result = await db
      .updateTable("brand_event_endpoints")
      .set({ url: endpoint.url, enabled, updated_at: at })
      .where("brand_id", "=", endpoint.brandId)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
  await db
    .insertInto("brand_event_endpoints")
    .values({ brand_id: endpoint.brandId, url: endpoint.url, secret: endpoint.secret, enabled, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column("brand_id").doUpdateSet({ url: endpoint.url, secret: endpoint.secret, enabled, updated_at: at }))
    .execute();
  return true;
}

/** An event as stored, with its delivery state and last answer. */
export type BrandEvent = CamelCased<BrandEventRow>;

export interface NewBrandEvent {
  id: string;
  brandId: string;
  type: string;
  subject: string;
  /** The JSON body, exactly as it will be sent. */
  body: string;
  now: Date;
}

/** Adds an event to the outbox, due now. Works inside a transaction (pass it as `db`). */
export async function insertBrandEvent(db: Kysely<Database>, event: NewBrandEvent): Promise<void> {
  const at = event.now.toISOString();
  await db
    .insertInto("brand_events")
    .values({
      id: event.id,
      brand_id: event.brandId,
      type: event.type,
      subject: event.subject,
      body: event.body,
      ...newJobColumns(at),
      ...NO_ATTEMPT_YET,
      delivered_at: null,
      replays: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function findBrandEvent(db: Kysely<Database>, id: string): Promise<BrandEvent | undefined> {
  const row = await db.selectFrom("brand_events").selectAll().where("id", "=", id).executeTakeFirst();
  return row && camelCaseRow(row);
}

/** Takes due events for one worker (job-claims.ts), in order per subject; the events it now holds. */
export async function claimBrandEvents(db: Kysely<Database>, claim: { token: string; now: Date; staleBefore: Date; limit: number }): Promise<BrandEvent[]> {
  const rows = await claimJobRows<BrandEventRow>(db, { table: TABLE, inSubjectOrder: true, ...claim });
  return rows.map((row) => camelCaseRow(row));
}

/** What one delivery attempt got back (status null: refused, timed out). */
export type DeliveryAnswer = AttemptAnswer;

/**
 * Records an attempt's answer and ends the claim: delivered, retried at `retryAt`, or given
 * up (`retryAt` undefined after a failure). False when the claim had been lost meanwhile.
 */
export async function settleBrandEvent(
  db: Kysely<Database>,
  attempt: { id: string; token: string; answer: DeliveryAnswer; delivered: boolean; retryAt: Date | undefined },
): Promise<boolean> {
  const { delivered, ...rest } = attempt;
  return settleAttempt(db, { table: TABLE, ...rest, done: delivered, doneAtColumn: "delivered_at" });
}

/**
 * An admin's "send again": the event (delivered, given up or waiting) is due now with a fresh
 * retry schedule. Its id stays, so a receiver that has it already can tell. False for an
 * event of another brand, or one being delivered right now.
 */
export async function replayBrandEvent(db: Kysely<Database>, { brandId, id, now }: { brandId: string; id: string; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable("brand_events")
    .set((eb) => ({ status: "pending", ready_at: now.toISOString(), attempts: 0, replays: eb("replays", "+", 1), updated_at: now.toISOString() }))
    .where("id", "=", id)
    .where("brand_id", "=", brandId)
    .where("status", "!=", "working")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export interface BrandEventLogCursor {
  createdAt: string;
  id: string;
}

/** The brand's events, newest first, a page at a time (keyset on created_at, id). */
export async function listBrandEvents(
  db: Kysely<Database>,
  { brandId, before, limit }: { brandId: string; before?: BrandEventLogCursor; limit: number },
): Promise<{ events: BrandEvent[]; more: boolean }> {
  let query = db.selectFrom("brand_events").selectAll().where("brand_id", "=", brandId);
  if (before) {
    query = query.where((eb) => eb.or([eb("created_at", "<", before.createdAt), eb.and([eb("created_at", "=", before.createdAt), eb("id", "<", before.id)])]));
  }
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  return { events: rows.slice(0, limit).map((row) => camelCaseRow(row)), more: rows.length > limit };
}
