import type { Kysely } from "kysely";
import { FORWARD_CODES_BY_STAGE } from "@portal/core/status";
import { MOMENTS } from "@portal/core/notifications";
import { findNotificationSettings, saveNotificationSettings } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";
import { enqueueShipmentNotifications } from "./enqueue-shipment-notifications.ts";

/** The demo's stages that have a message, one shipment each: what a newcomer sees printed after `pnpm start`. */
const DEMO_CODES = [FORWARD_CODES_BY_STAGE["failed-delivery"][0], FORWARD_CODES_BY_STAGE["out-for-delivery"][0], FORWARD_CODES_BY_STAGE.delivered[0]];

/**
 * Demo mode only: the demo brand sends e-mail on every moment (no quiet hours, so a newcomer
 * at any hour sees one), and one message per stage above is queued for a demo shipment, as
 * if its latest scan had just arrived. Without SMTP_URL the worker prints each one. Safe to
 * repeat: messages are unique per shipment and moment.
 */
export async function queueDemoMessages(db: Kysely<Database>, now: Date): Promise<number> {
  const brand = await db.selectFrom("brands").select("id").where("subdomain", "=", "demo").executeTakeFirst();
  if (!brand) return 0;
  if (!(await findNotificationSettings(db, brand.id))) {
    await saveNotificationSettings(
      db,
      brand.id,
      { moments: [...MOMENTS], channels: ["email"], quietFrom: "00:00", quietTo: "00:00", defaultLocale: "en" },
      { now },
    );
  }
  const writes = [];
  for (const code of DEMO_CODES) {
    const shipment = await db
      .selectFrom("shipments")
      .innerJoin("orders", "orders.id", "shipments.order_ref")
      .select("shipments.waybill")
      .where("shipments.brand_id", "=", brand.id)
      .where("shipments.latest_code", "=", code)
      .where("shipments.is_reverse", "=", 0)
      .where("orders.customer_email", "is not", null)
      .orderBy("shipments.waybill")
      .executeTakeFirst();
    if (shipment?.waybill) writes.push({ brandId: brand.id, waybill: shipment.waybill, codeBefore: null });
  }
  return enqueueShipmentNotifications(db, writes, now);
}
