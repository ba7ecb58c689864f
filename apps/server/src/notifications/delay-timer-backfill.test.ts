import * as v from "valibot";
import { beforeEach, describe, expect, test } from "vitest";
import { ImportDocumentSchema } from "@portal/core/import";
import { findNotificationTimer } from "@portal/db/repositories/notification-timers";
import { saveNotificationSettings } from "@portal/db/repositories/notifications";
import { saveThemeForBrand } from "@portal/db/repositories/themes";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { importDocument } from "../import/import-document.ts";
import { backfillDelayTimers } from "./delay-timer-backfill.ts";

// A brand switches "delayed past the EDD" on with shipments already in flight: written while it
// was off, they have no timer. The backfill gives those whose promise is still ahead one timer
// each (end of the promised day in the shopper's zone), and nothing to the rest. The switch goes
// on at 17:30 in Kolkata on the 4th.

const BRAND = "b-late";
const WRITTEN = new Date("2026-12-03T10:00:00Z");
const SWITCHED_ON = new Date("2026-12-04T12:00:00Z");

const inTransit = { code: 5, status: "In Transit", timestamp: "2026-12-03T09:00:00Z" };
const delivered = { code: 8, status: "Delivered", timestamp: "2026-12-03T09:00:00Z" };
const document = v.parse(ImportDocumentSchema, {
  version: 1,
  shipments: [
    // Promised the 5th: due at the end of the 5th in the brand's zone (Kolkata: 18:30 UTC).
    { brand: "late", waybill: "AHEAD", edd: "2026-12-05", latest_status: inTransit },
    // Promised the 4th (a range's last day): the day the switch went on, not over yet in Kolkata.
    { brand: "late", waybill: "TODAY", edd: "2026-12-03", edd_to: "2026-12-04", latest_status: inTransit },
    // Promised the 2nd: already late when the switch went on; not announced after the fact.
    { brand: "late", waybill: "PAST", edd: "2026-12-02", latest_status: inTransit },
    { brand: "late", waybill: "DELIVERED", edd: "2026-12-06", latest_status: delivered },
    { brand: "late", waybill: "NO-EDD", latest_status: inTransit },
  ],
});

describe.each(testDatabases)("delay timers for shipments already in flight on $label", (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    if (target.skipReason !== undefined) return;
    const db = database.db;
    for (const table of ["notification_timers", "notifications", "scans", "shipments", "orders", "themes", "notification_settings", "brands"] as const)
      await db.deleteFrom(table).execute();
    await db.insertInto("brands").values({ id: BRAND, subdomain: "late", name: "Late", brand_package: "default", created_at: WRITTEN.toISOString() }).execute();
    // Orders from the import carry no country: the brand's zone is the shopper's.
    await saveThemeForBrand(db, BRAND, { name: "Late", config: { time_zone: "Asia/Kolkata" } }, { now: WRITTEN });
  });

  const settings = (moments: string[], channels: string[]) => ({ moments, channels, quietFrom: "21:00", quietTo: "08:00", defaultLocale: "en" });
  const timerOf = async (waybill: string) => {
    const { id } = await database.db.selectFrom("shipments").select("id").where("waybill", "=", waybill).executeTakeFirstOrThrow();
    return findNotificationTimer(database.db, `delayed:${id}`);
  };

  test("switching delayed on sets a timer for each forward shipment whose promise is still ahead, once", async () => {
    const db = database.db;
    await saveNotificationSettings(db, BRAND, settings(["shipped"], ["email"]), { now: WRITTEN });
    await importDocument(db, document, { now: WRITTEN });
    expect(await db.selectFrom("notification_timers").select("id").execute()).toEqual([]);

    await saveNotificationSettings(db, BRAND, settings(["shipped", "delayed"], ["email"]), { now: SWITCHED_ON });
    expect(await backfillDelayTimers(db, BRAND, SWITCHED_ON)).toBe(2);
    expect(await timerOf("AHEAD")).toMatchObject({ status: "pending", readyAt: "2026-12-05T18:30:00.000Z" });
    expect(await timerOf("TODAY")).toMatchObject({ status: "pending", readyAt: "2026-12-04T18:30:00.000Z" });
    for (const waybill of ["PAST", "DELIVERED", "NO-EDD"]) expect(await timerOf(waybill)).toBeUndefined();

    // Saved again: the same two timers, no more.
    await backfillDelayTimers(db, BRAND, SWITCHED_ON);
    expect(await db.selectFrom("notification_timers").select("id").execute()).toHaveLength(2);
  });

  test("sets nothing while delayed or every channel is off", async () => {
    const db = database.db;
    await importDocument(db, document, { now: WRITTEN });
    await saveNotificationSettings(db, BRAND, settings(["shipped", "delayed"], []), { now: SWITCHED_ON });
    expect(await backfillDelayTimers(db, BRAND, SWITCHED_ON)).toBe(0);
    await saveNotificationSettings(db, BRAND, settings(["shipped"], ["email"]), { now: SWITCHED_ON });
    expect(await backfillDelayTimers(db, BRAND, SWITCHED_ON)).toBe(0);
    expect(await db.selectFrom("notification_timers").select("id").execute()).toEqual([]);
  });
});
