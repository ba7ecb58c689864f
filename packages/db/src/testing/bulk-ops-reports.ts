import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { writeFixedIdRows } from "../repositories/fixed-id-rows.ts";

/**
 * Many failed deliveries and pickups for one brand, for the operations view's tests and
 * `pnpm bench:ops`; never part of the default demo (it would slow start-up). Deterministic:
 * row i fails with reason 1 + (i mod 14) (pickups 1 + (i mod 11)) on courier i mod 3, one
 * minute before row i-1, every 4th is a pickup and 2 in 5 have the shopper's answer.
 */
export interface BulkOpsOptions {
  brandId: string;
  count: number;
  /** Ids are prefixed, so several runs or brands never collide. */
  prefix: string;
  /** Failure time of row 0; later rows are older. */
  newest: Date;
  couriers: readonly string[];
}

export interface BulkOpsRow {
  index: number;
  waybill: string;
  reverse: boolean;
  issueId: number;
  courierId: string;
  failedAt: string;
  answered: boolean;
}

export function bulkOpsRow(options: BulkOpsOptions, index: number): BulkOpsRow {
  const reverse = index % 4 === 3;
  return {
    index,
    waybill: `${options.prefix}-${String(index).padStart(7, "0")}`,
    reverse,
    issueId: reverse ? 1 + (index % 11) : 1 + (index % 14),
    courierId: options.couriers[index % options.couriers.length] ?? "",
    failedAt: new Date(options.newest.getTime() - index * 60_000).toISOString(),
    answered: index % 5 < 2,
  };
}

export async function insertBulkOpsReports(db: Kysely<Database>, options: BulkOpsOptions): Promise<void> {
  const at = options.newest.toISOString();
  // Rows per INSERT stays under SQLite's 32 766 bound parameters (orders have 16 columns).
  const BATCH = 500;
  for (let start = 0; start < options.count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, options.count - start) }, (_, i) => bulkOpsRow(options, start + i));
    await db.transaction().execute(async (trx) => {
      // Shipments without scans: their latest_* stand for the failure the report lists.
      await writeFixedIdRows(trx, options.brandId, {
        orders: rows.map((r) => ({
          id: `${options.prefix}:o:${r.index}`,
          brand_id: options.brandId,
          order_id: `${options.prefix}-O${r.index}`,
          order_date: at,
          currency: "INR",
          total_minor: 100_000,
          payment_method: "COD",
          customer_name: `Shopper ${r.index}`,
          customer_phone: "9800000000",
          customer_alternate_phone: null,
          customer_email: null,
          customer_address: "12 Example Road",
          customer_city: "Pune",
          customer_state: "MH",
          customer_country: "IN",
          customer_pincode: "411001",
          created_at: at,
        })),
        shipments: rows.map((r) => ({
          id: `${options.prefix}:s:${r.index}`,
          brand_id: options.brandId,
          order_ref: `${options.prefix}:o:${r.index}`,
          waybill: r.waybill,
          courier_id: r.courierId,
          security_key: null,
          reference_number: null,
          order_type: "COD",
          ship_date: at,
          is_reverse: r.reverse ? (1 as const) : (0 as const),
          product_title: "Example product",
          product_sku: null,
          product_image_url: null,
          edd: null,
          edd_message_id: null,
          edd_message: null,
          failure_reason_code: r.issueId,
          latest_code: r.reverse ? 17 : 10,
          latest_status: r.reverse ? "Pickup failed" : "Undelivered",
          latest_description: "Attempt failed",
          latest_location: "Pune",
          latest_scanned_at: r.failedAt,
          created_at: at,
          updated_at: r.failedAt,
        })),
        scans: [],
      });
      const answered = rows.filter((r) => r.answered);
      if (answered.length > 0) {
        await trx
          .insertInto("customer_feeds")
          .values(
            answered.map((r) => ({
              id: `${options.prefix}:f:${r.index}`,
              brand_id: options.brandId,
              shipment_id: `${options.prefix}:s:${r.index}`,
              issue_id: r.issueId,
              answer: "accept",
              preferred_date: "2026-11-30",
              preferred_time: null,
              phone_number: "9811111111",
              address: `Flat ${r.index}, Example Towers`,
              drop_pincode: "411001",
              landmark: "Opposite the park",
              comment: r.index % 2 === 0 ? '=HYPERLINK("http://evil.example")' : "Please call first",
              created_at: r.failedAt,
              updated_at: r.failedAt,
            })),
          )
          .execute();
      }
    });
  }
}
