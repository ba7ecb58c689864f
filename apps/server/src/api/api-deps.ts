import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log/logger.ts";
import type { ShipmentChanges } from "../live/shipment-changes.ts";

/** What every API area gets: the database, validated settings, a clock and a logger (and the limiter's store). */
export interface ApiDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  now: () => Date;
  log: Logger;
  /** Open tracking pages' streams listen here; the import tells it what it wrote. */
  shipmentChanges?: ShipmentChanges;
  /**
   * Where the rate limiter counts: on SQLite a file of its own (@portal/db/limiter-database),
   * so its writes never wait behind the portal's; the portal's database when absent.
   */
  limits?: Kysely<Database> | undefined;
}
