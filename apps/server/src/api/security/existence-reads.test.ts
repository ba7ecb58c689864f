import type { Kysely, KyselyPlugin } from "kysely";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { describe, expect, test } from "vitest";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../log/logger.ts";
import { FIXTURE, NOW, insertReturnsFixture } from "../../testing/returns-fixtures.ts";
import { brandContextOf } from "../returns/http/brand-context.ts";
import { accessReturnOrder } from "../returns/order/return-order-access.ts";
import { returnSessionTokensFor } from "../returns/returns-deps.ts";
import { lookupTrackOrder } from "../tracking/track-order/track-order-lookup.ts";

// Issue 32 item 6: existence must not show in timing. Timing ratios on a shared machine are
// noise-prone, so this checks the cause structurally: an existing order (or waybill) asked
// for without a valid factor and one that does not exist run the same statements (a miss reads
// a decoy, a real order of the brand, through the same code; here counted).
// Before, a miss stopped after its first statement (track-order by order id: 1 against 4;
// return-info by waybill: 1 against 3).

/** A database whose every statement is counted; `found` notes which ones found rows. */
function recording(db: Kysely<Database>) {
  const reads: string[] = [];
  const found: boolean[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      reads.push("statement");
      found.push(args.result.rows.length > 0);
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), reads, found };
}

describe.each(testDatabases)("the same reads for a hit without proof and a miss, on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const { alpha } = FIXTURE;

  async function readsOf(run: (db: Kysely<Database>) => Promise<unknown>): Promise<string[]> {
    const { db, reads } = recording(database.db);
    await run(db);
    return reads;
  }
  const deps = (db: Kysely<Database>) => ({
    db,
    env: loadEnv({ LOG_LEVEL: "silent" }, []),
    now: () => NOW,
    log: createLogger("silent"),
    tokens: returnSessionTokensFor(loadEnv({ LOG_LEVEL: "silent" }, [])),
  });

  test("track-order by order id without a factor", async () => {
    const brand = await findBrandBySubdomain(database.db, alpha.subdomain);
    const lookup = (orderId: string) => (db: Kysely<Database>) => lookupTrackOrder(deps(db), brand, { order_id: orderId } as never);
    const hit = await readsOf(lookup(alpha.order));
    const miss = await readsOf(lookup("A-1000")); // sorts before A-200: the decoy is that order
    expect(await lookupTrackOrder(deps(database.db), brand, { order_id: alpha.order } as never)).toMatchObject({ ok: false, status: 400 }); // no factor: not found
    expect(hit.length).toBeGreaterThanOrEqual(4);
    expect({ miss }).toEqual({ miss: hit });
  });

  test("track-order by an order id past the brand's last order reads the last one as its decoy", async () => {
    const brand = await findBrandBySubdomain(database.db, alpha.subdomain);
    const lookup = (orderId: string) => (db: Kysely<Database>) => lookupTrackOrder(deps(db), brand, { order_id: orderId } as never);
    const rowsFound = async (orderId: string) => {
      const { db, found } = recording(database.db);
      await lookup(orderId)(db);
      // Statements run side by side end in any order: compare how many found rows.
      return found.filter(Boolean).length;
    };
    const hit = await readsOf(lookup(alpha.order));
    const pastTheLast = await readsOf(lookup("ZZZZ-99999")); // sorts after every order of the brand
    expect(hit.length).toBeGreaterThanOrEqual(4);
    expect({ pastTheLast }).toEqual({ pastTheLast: hit });
    // Real rows, as a hit's: before, a number past the last order read nothing (an id no row has).
    expect(await rowsFound("ZZZZ-99999")).toEqual(await rowsFound(alpha.order));
  });

  test("return-info by waybill without its key", async () => {
    const brand = await findBrandBySubdomain(database.db, alpha.subdomain);
    if (!brand) throw new Error("no alpha brand");
    const context = await brandContextOf({ db: database.db }, brand);
    const access = (waybill: string) => (db: Kysely<Database>) => accessReturnOrder(deps(db), context, { waybills: [waybill] });
    const hit = await readsOf(access(alpha.waybill));
    const miss = await readsOf(access("ALPHA-0")); // sorts before ALPHA-1: the decoy is its order
    expect(await accessReturnOrder(deps(database.db), context, { waybills: [alpha.waybill] })).toMatchObject({ ok: false });
    expect(hit.length).toBeGreaterThanOrEqual(3);
    expect({ miss }).toEqual({ miss: hit });
  });
});
