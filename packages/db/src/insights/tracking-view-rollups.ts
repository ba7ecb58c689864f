import { sql, type Insertable, type Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { TrackingViewDaysTable } from "../schema-insights.ts";
import type { InsightPeriod } from "./insight-period.ts";

/**
 * The tracking page views' per-day roll-ups (migration 0123, docs/insights.md "Shipments viewed").
 * A shipment viewed in a period is counted once, on its first view day in the period: the view
 * day whose previous view day is before the period (or that has none). So each day keeps, per
 * previous view day, how many shipments were first viewed that day, and a period's distinct
 * shipments is a sum over its days' rows: exact, whatever the range, from rows that grow with days
 * (and the spread of revisits), not with shipments.
 */

/** Adds `n` shipments to a day's row for the given previous view day ('' for none). */
async function addFirstViews(db: Kysely<Database>, brandId: string, day: string, prevDay: string, n: number): Promise<void> {
  await db
    .insertInto("tracking_view_first_days")
    .values({ brand_id: brandId, day, prev_day: prevDay, shipments: n })
    .onConflict((oc) => oc.columns(["brand_id", "day", "prev_day"]).doUpdateSet({ shipments: sql`tracking_view_first_days.shipments + ${n}` }))
    .execute();
}

/**
 * Records that a shipment's page was viewed on `day` (in the caller's write transaction). Only the
 * day's first view changes anything: the shipment-day key lets exactly one insert through on both
 * engines, however many views race. A view on a day before one already recorded (another clock
 * behind at midnight) moves that later day's row to name this day as its previous one.
 */
export async function countShipmentViewDay(db: Kysely<Database>, brandId: string, shipmentId: string, day: string): Promise<void> {
  const first = await db
    .insertInto("tracking_view_shipment_days")
    .values({ brand_id: brandId, shipment_id: shipmentId, day })
    .onConflict((oc) => oc.doNothing())
    .returning("day")
    .executeTakeFirst();
  if (!first) return;
  const days = db.selectFrom("tracking_view_shipment_days").where("brand_id", "=", brandId).where("shipment_id", "=", shipmentId);
  const before = await days
    .select((eb) => eb.fn.max("day").as("day"))
    .where("day", "<", day)
    .executeTakeFirst();
  const after = await days
    .select((eb) => eb.fn.min("day").as("day"))
    .where("day", ">", day)
    .executeTakeFirst();
  const prevDay = before?.day ?? "";
  await addFirstViews(db, brandId, day, prevDay, 1);
  if (after?.day) {
    await addFirstViews(db, brandId, after.day, prevDay, -1);
    await addFirstViews(db, brandId, after.day, day, 1);
  }
}

/** Distinct shipments whose tracking page was viewed in the period (see above). */
export async function shipmentsViewed(db: Kysely<Database>, brandId: string, { from, to }: InsightPeriod): Promise<number> {
  const row = await db
    .selectFrom("tracking_view_first_days")
    .select(sql<number | null>`sum(shipments)`.as("n"))
    .where("brand_id", "=", brandId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("prev_day", "<", from)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Rebuilds the three roll-ups from `tracking_view_days`, for one brand or all: migration 0123, and
 * writers that fill `tracking_view_days` set-based (the demo history, the bench). Idempotent.
 */
export async function rebuildTrackingViewRollups(db: Kysely<any>, brandId?: string): Promise<void> {
  const work = async (trx: Kysely<any>) => {
    const only = brandId === undefined ? sql`` : sql`where brand_id = ${brandId}`;
    for (const table of ["tracking_view_first_days", "tracking_view_shipment_days", "tracking_view_totals"])
      await sql`delete from ${sql.table(table)} ${only}`.execute(trx);
    await sql`insert into tracking_view_totals (brand_id, day, via, locale, views)
      select brand_id, day, via, locale, sum(views) from tracking_view_days ${only} group by brand_id, day, via, locale`.execute(trx);
    await sql`insert into tracking_view_shipment_days (brand_id, shipment_id, day)
      select distinct brand_id, shipment_id, day from tracking_view_days ${only}`.execute(trx);
    await sql`insert into tracking_view_first_days (brand_id, day, prev_day, shipments)
      select brand_id, day, prev_day, count(*) from (
        select brand_id, day, coalesce(lag(day) over (partition by brand_id, shipment_id order by day), '') as prev_day
        from tracking_view_shipment_days ${only}
      ) v group by brand_id, day, prev_day`.execute(trx);
  };
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

/** Rows per multi-row INSERT: far below both engines' bound-parameter limits. */
const VIEW_ROWS_PER_STATEMENT = 200;

/**
 * Writes a brand's page views per day set-based (the demo history), a stored day's count
 * replaced, then rebuilds the brand's roll-ups from them.
 */
export async function writeTrackingViewDays(db: Kysely<Database>, brandId: string, rows: readonly Insertable<TrackingViewDaysTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += VIEW_ROWS_PER_STATEMENT) {
    await db
      .insertInto("tracking_view_days")
      .values(rows.slice(i, i + VIEW_ROWS_PER_STATEMENT))
      .onConflict((oc) => oc.columns(["brand_id", "day", "shipment_id", "via", "locale"]).doUpdateSet((eb) => ({ views: eb.ref("excluded.views") })))
      .execute();
  }
  await rebuildTrackingViewRollups(db, brandId);
}
