import { sql, type Kysely, type Migration } from "kysely";
import { createScansTable } from "./0001-tracking-tables.ts";
import { createTable, integer, key, owner, requiredInteger, requiredText, text, textDefault } from "./table-columns.ts";

/**
 * Carrier feed data: a courier's time zone, the expected-delivery window, a failed scan's
 * reason code, and scans identified by code, time, location and description together (two
 * scans at the same second with different texts are two scans). The scans table is rebuilt
 * because SQLite cannot drop a table constraint; a missing location is stored as "" so the
 * identity holds (NULLs never collide in a unique constraint). Portable DDL.
 */
export const carrierFeedTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("couriers").addColumn("time_zone", "text").execute();
    await db.schema.alterTable("shipments").addColumn("edd_from", "text").execute();
    await db.schema.alterTable("shipments").addColumn("edd_to", "text").execute();

    await createTable(db, "scans_next", {
      id: key,
      shipment_id: owner("shipments.id"),
      code: requiredInteger,
      status: requiredText,
      description: requiredText,
      location: textDefault(""),
      remark: text,
      reason_code: integer,
      scanned_at: requiredText,
    })
      .addUniqueConstraint("scans_identity_unique", ["shipment_id", "code", "scanned_at", "location", "description"])
      .execute();
    await sql`INSERT INTO scans_next (id, shipment_id, code, status, description, location, remark, scanned_at)
      SELECT id, shipment_id, code, status, description, COALESCE(location, ''), remark, scanned_at FROM scans`.execute(db);
    await db.schema.dropTable("scans").execute();
    await db.schema.alterTable("scans_next").renameTo("scans").execute();
  },

  async down(db: Kysely<any>) {
    await createScansTable(db, "scans_previous");
    // Scans that differ only in location or description collapse into the first one.
    await sql`INSERT INTO scans_previous (id, shipment_id, code, status, description, location, remark, scanned_at)
      SELECT id, shipment_id, code, status, description, NULLIF(location, ''), remark, scanned_at FROM scans s
      WHERE s.id = (SELECT MIN(o.id) FROM scans o WHERE o.shipment_id = s.shipment_id AND o.code = s.code AND o.scanned_at = s.scanned_at)`.execute(db);
    await db.schema.dropTable("scans").execute();
    await db.schema.alterTable("scans_previous").renameTo("scans").execute();
    await db.schema.alterTable("shipments").dropColumn("edd_to").execute();
    await db.schema.alterTable("shipments").dropColumn("edd_from").execute();
    await db.schema.alterTable("couriers").dropColumn("time_zone").execute();
  },
};
