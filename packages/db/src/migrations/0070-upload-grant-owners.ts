import type { Kysely, Migration } from "kysely";
import { createIndex } from "./table-columns.ts";

/**
 * Upload grants name the return order they were issued for (the shopper proved it by its
 * shipment_uuid) and the client that asked (a hash of its address), so quotas can count per
 * order and per client and a return request can accept only its own order's photos.
 * Earlier grants keep nulls: they match no order. Portable DDL.
 */
export const uploadGrantOwners: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("uploads").addColumn("return_order_id", "text").execute();
    await db.schema.alterTable("uploads").addColumn("client_key", "text").execute();
    await createIndex(db, "uploads_by_order", "uploads", ["return_order_id", "created_at"]);
    await createIndex(db, "uploads_by_client", "uploads", ["client_key", "created_at"]);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("uploads_by_client").execute();
    await db.schema.dropIndex("uploads_by_order").execute();
    await db.schema.alterTable("uploads").dropColumn("client_key").execute();
    await db.schema.alterTable("uploads").dropColumn("return_order_id").execute();
  },
};
