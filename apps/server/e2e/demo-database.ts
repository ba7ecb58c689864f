import { inject } from "vitest";
import { createDatabase } from "@portal/db/connection";

type PortalDb = ReturnType<typeof createDatabase>["db"];

/** Runs `work` on the browser tests' demo database (the served portal's file), closing it after. */
export async function withDemoDatabase<T>(work: (db: PortalDb) => Promise<T>): Promise<T> {
  const database = createDatabase({ sqliteFile: inject("portalSqliteFile") });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
