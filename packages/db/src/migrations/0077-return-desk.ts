import { sql, type Kysely, type Migration } from "kysely";
import { BRAND_ROW, cascadingForeignKey, columnsOf, createIndex, createTable, requiredText, text } from "./table-columns.ts";

/**
 * The returns desk (issue 34): a request's stage (core's return state machine) and its
 * history of moves, the refund the brand recorded, the exchange's new shipment, per-item
 * inspection, the contact the desk searches by, and the admin's returns role. Existing rows
 * get their stage from the older status word. Indexes serve the desk's list, newest first,
 * keyset-paged by (created_at, id) under each filter. Registered in db/migrations/index.ts.
 */
const DESK_INDEXES: readonly (readonly [name: string, table: string, columns: string[]])[] = [
  ["return_requests_desk_index", "return_requests", ["brand_id", "created_at", "id"]],
  ["return_requests_desk_stage_index", "return_requests", ["brand_id", "stage", "created_at", "id"]],
  ["return_requests_desk_mode_index", "return_requests", ["brand_id", "refund_mode", "created_at", "id"]],
  ["return_requests_desk_pickup_index", "return_requests", ["brand_id", "pickup_type", "created_at", "id"]],
  ["return_requests_contact_phone_index", "return_requests", ["brand_id", "contact_phone"]],
  ["return_requests_contact_email_index", "return_requests", ["brand_id", "contact_email"]],
  ["return_request_items_reason_index", "return_request_items", ["brand_id", "reason_id", "request_id"]],
];

const PARTIAL_INDEXES: readonly (readonly [name: string, columns: readonly string[]])[] = [
  ["return_requests_reverse_shipment_index", ["reverse_shipment_ref"]],
  ["return_requests_exchange_waybill_index", ["brand_id", "exchange_waybill"]],
];

/** The requests' new text columns besides `stage` (added in this order, dropped by `down`). */
const REQUEST_TEXT_COLUMNS = [
  "stage_changed_at",
  "refund_recorded_mode",
  "refund_reference",
  "refunded_at",
  "exchange_waybill",
  "contact_phone",
  "contact_email",
];
/** Each item's inspection. */
const INSPECTION_COLUMNS = ["inspection_outcome", "inspection_note", "inspected_at"];

export const returnDeskTables: Migration = {
  async up(db: Kysely<any>) {
    const addText = (table: string, column: string) => db.schema.alterTable(table).addColumn(column, "text").execute();
    await db.schema
      .alterTable("return_requests")
      .addColumn("stage", "text", (c) => c.notNull().defaultTo("placed"))
      .execute();
    for (const column of REQUEST_TEXT_COLUMNS) await addText("return_requests", column);
    await db.schema.alterTable("return_requests").addColumn("refund_recorded_minor", "integer").execute();
    for (const column of INSPECTION_COLUMNS) await addText("return_request_items", column);
    await db.schema
      .alterTable("admin_users")
      .addColumn("returns_role", "text", (c) => c.notNull().defaultTo("manage"))
      .execute();

    await sql`UPDATE return_requests SET stage = CASE status WHEN 'APPROVED' THEN 'approved' WHEN 'REJECTED' THEN 'rejected' ELSE 'placed' END`.execute(db);
    await sql`UPDATE return_requests SET
      contact_phone = COALESCE(pickup_phone, (SELECT o.customer_phone FROM return_orders ro JOIN orders o ON o.id = ro.order_ref WHERE ro.id = return_requests.return_order_id)),
      contact_email = COALESCE(pickup_email, (SELECT o.customer_email FROM return_orders ro JOIN orders o ON o.id = ro.order_ref WHERE ro.id = return_requests.return_order_id))`.execute(
      db,
    );

    await createTable(db, "return_request_events", {
      ...BRAND_ROW,
      ...columnsOf(requiredText, "request_id", "action"),
      ...columnsOf(text, "from_stage", "to_stage"),
      actor_kind: requiredText,
      ...columnsOf(text, "actor_name", "admin_user_id", "note"),
      created_at: requiredText,
    })
      .$call(cascadingForeignKey("return_request_events_request_fk", ["request_id", "brand_id"], "return_requests", ["id", "brand_id"]))
      .execute();
    await createIndex(db, "return_request_events_request_index", "return_request_events", ["brand_id", "request_id", "created_at"]);
    for (const [name, table, columns] of DESK_INDEXES) await createIndex(db, name, table, columns);
    // Mostly empty columns: partial indexes, so the planner knows an equality finds a few rows.
    for (const [name, columns] of PARTIAL_INDEXES) {
      await db.schema
        .createIndex(name)
        .on("return_requests")
        .columns([...columns])
        .where(sql.ref(columns.at(-1)!), "is not", null)
        .execute();
    }
  },
  async down(db: Kysely<any>) {
    for (const [name] of [...PARTIAL_INDEXES, ...DESK_INDEXES].reverse()) await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.dropTable("return_request_events").ifExists().execute();
    await db.schema.alterTable("admin_users").dropColumn("returns_role").execute();
    for (const column of INSPECTION_COLUMNS) await db.schema.alterTable("return_request_items").dropColumn(column).execute();
    for (const column of ["stage", ...REQUEST_TEXT_COLUMNS, "refund_recorded_minor"])
      await db.schema.alterTable("return_requests").dropColumn(column).execute();
  },
};
