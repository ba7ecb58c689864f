import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { UploadRow, UploadStatus } from "../schema-admin-labels.ts";
import type { Database } from "../schema.ts";
import { camelCaseRow } from "./row-case.ts";
import { selectWhere } from "./select-where.ts";

/** One pre-signed upload form handed out, and the file stored through it (local store). */
export interface UploadGrant {
  id: string;
  brandId: string;
  keyPrefix: string;
  objectKey: string | null;
  fileName: string;
  ownerKeyHash: string;
  /** The return order the form was issued for; null on grants from before migration 0070. */
  returnOrderId: string | null;
  status: UploadStatus;
  contentType: string | null;
  byteSize: number | null;
  expiresAt: string;
  createdAt: string;
  storedAt: string | null;
}

// client_key only counts grants per client; it is not part of the grant.
function toUploadGrant(row: UploadRow): UploadGrant {
  return camelCaseRow(row, ["client_key"]);
}

/** The caller's `key` parameter as stored: a digest, since only equality matters. */
export function hashUploadOwnerKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export interface NewUploadGrant {
  id: string;
  brandId: string;
  keyPrefix: string;
  fileName: string;
  ownerKey: string;
  /** The return order the shopper proved they know. */
  returnOrderId: string;
  /** Hash of the client's address (per-client quota). */
  clientKey: string;
  expiresAt: Date;
  now: Date;
}

export async function recordUploadGrant(db: Kysely<Database>, grant: NewUploadGrant): Promise<void> {
  await db
    .insertInto("uploads")
    .values({
      id: grant.id,
      brand_id: grant.brandId,
      key_prefix: grant.keyPrefix,
      object_key: null,
      file_name: grant.fileName,
      owner_key_hash: hashUploadOwnerKey(grant.ownerKey),
      status: "granted",
      content_type: null,
      byte_size: null,
      expires_at: grant.expiresAt.toISOString(),
      created_at: grant.now.toISOString(),
      stored_at: null,
      return_order_id: grant.returnOrderId,
      client_key: grant.clientKey,
    })
    .execute();
}

/** Grants issued since a moment, and the bytes they hold or may still take. */
export interface UploadUsage {
  count: number;
  bytes: number;
}

/**
 * Usage of one return order or one client since `since`: every grant counts once; a stored
 * file counts its size, a form still open counts the most it may take, an expired unused
 * form nothing.
 */
export async function uploadUsageSince(
  db: Kysely<Database>,
  owner: { returnOrderId: string } | { clientKey: string },
  since: Date,
  now: Date,
  maxBytes: number,
): Promise<UploadUsage> {
  const row = await db
    .selectFrom("uploads")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("count"),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when("status", "=", "stored")
            .then(eb.fn.coalesce("byte_size", eb.lit(0)))
            .when("expires_at", ">", now.toISOString())
            .then(eb.lit(maxBytes))
            .else(eb.lit(0))
            .end(),
        )
        .as("bytes"),
    ])
    .where("returnOrderId" in owner ? "return_order_id" : "client_key", "=", "returnOrderId" in owner ? owner.returnOrderId : owner.clientKey)
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
}

/** A grant by id, for a return request's photo check. */
export async function findUploadGrantOfOrder(db: Kysely<Database>, id: string, brandId: string, returnOrderId: string): Promise<UploadGrant | undefined> {
  const row = await selectWhere(db, "uploads", { id: id, brand_id: brandId, return_order_id: returnOrderId }).executeTakeFirst();
  return row && toUploadGrant(row);
}

export async function findUploadGrant(db: Kysely<Database>, id: string): Promise<UploadGrant | undefined> {
  const row = await db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toUploadGrant(row);
}

/**
 * Marks a grant's file stored. Conditional on the grant being unused, so a form is good for
 * one file even when two posts race: false means another post already used it.
 */
export async function markUploadStored(
  db: Kysely<Database>,
  stored: { id: string; objectKey: string; contentType: string; byteSize: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("uploads")
    .set({ status: "stored", object_key: stored.objectKey, content_type: stored.contentType, byte_size: stored.byteSize, stored_at: stored.now.toISOString() })
    .where("id", "=", stored.id)
    .where("status", "=", "granted")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A file a brand's shopper stored, by its key: lets a return request check the image URLs it names. */
export async function findStoredUpload(db: Kysely<Database>, brandId: string, objectKey: string): Promise<UploadGrant | undefined> {
  const row = await selectWhere(db, "uploads", { brand_id: brandId, object_key: objectKey, status: "stored" }).executeTakeFirst();
  return row && toUploadGrant(row);
}

/** Undoes `markUploadStored` when the file could not be written, so the form can be used again. */
export async function releaseUploadGrant(db: Kysely<Database>, id: string, objectKey: string): Promise<void> {
  await db
    .updateTable("uploads")
    .set({ status: "granted", object_key: null, content_type: null, byte_size: null, stored_at: null })
    .where("id", "=", id)
    .where("status", "=", "stored")
    .where("object_key", "=", objectKey)
    .execute();
}
