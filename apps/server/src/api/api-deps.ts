import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log/logger.ts";

/** What every API area gets: the database, validated settings, a clock and a logger (and the limiter's store). */
export interface ApiDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  now: () => Date;
  log: Logger;
  /**
   * Where the rate limiter counts: on SQLite a file of its own (@portal/db/limiter-database),
   * so its writes never wait behind the portal's; the portal's database when absent.
   */
  limits?: Kysely<Database> | undefined;
}
