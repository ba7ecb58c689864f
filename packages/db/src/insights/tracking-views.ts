import { sql, type Kysely } from "kysely";
import type { TrackingVia } from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";
import type { Database } from "../schema.ts";
import { countShipmentViewDay } from "./tracking-view-rollups.ts";

export interface TrackingView {
  brandId: string;
  /** The shipment shown, as its page names it; stored only as the shipment's internal id. */
  waybill: string;
  via: TrackingVia;
  /** The page's language; undefined when not known (the view then counts in no language). */
  locale: LocaleCode | undefined;
  now: Date;
}

/**
 * Adds one to the day's views of a shipment's tracking page reached that way in that language, and
 * to the day's roll-ups (migration 0123), in one transaction: upserts only (the shipment's id read
 * in the first), so concurrent views never lose one. A waybill this brand does not hold counts nothing.
 */
export async function countTrackingView(db: Kysely<Database>, view: TrackingView): Promise<void> {
  const day = view.now.toISOString().slice(0, 10);
  const locale = view.locale ?? "";
  const count = async (trx: Kysely<Database>) => {
    // INSERT … SELECT … ON CONFLICT: the SELECT's WHERE lets SQLite parse the upsert clause.
    const counted = await sql<{ shipment_id: string }>`
      insert into tracking_view_days (brand_id, day, shipment_id, via, locale, views)
      select brand_id, ${day}, id, ${view.via}, ${locale}, 1 from shipments
      where brand_id = ${view.brandId} and waybill = ${view.waybill}
      on conflict (brand_id, day, shipment_id, via, locale) do update set views = tracking_view_days.views + 1
      returning shipment_id
    `.execute(trx);
    const shipmentId = counted.rows[0]?.shipment_id;
    if (shipmentId === undefined) return;
    await trx
      .insertInto("tracking_view_totals")
      .values({ brand_id: view.brandId, day, via: view.via, locale, views: 1 })
      .onConflict((oc) => oc.columns(["brand_id", "day", "via", "locale"]).doUpdateSet({ views: sql`tracking_view_totals.views + 1` }))
      .execute();
    await countShipmentViewDay(trx, view.brandId, shipmentId, day);
  };
  if (db.isTransaction) await count(db);
  else await db.transaction().execute(count);
}
