import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { createDatabase, type DatabaseConnection } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import type { Database } from "@portal/db/schema";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from "@portal/db/testing/postgres-cluster";
import { startReplica, stopReplica } from "../src/testing/replica-process.ts";

// For the kill -9 tests of the outbox workers: the real built server on a database of its own
// (a SQLite file or a PostgreSQL cluster), started and SIGKILLed as a test needs.

const postgresReason = postgresUnavailableReason();

/** Titled as @portal/db/testing titles its suites, so a skip names its reason. */
export const killTargets = [
  { name: "sqlite", label: "sqlite", skip: undefined },
  { name: "postgres", label: postgresReason ? `postgres (skipped: ${postgresReason})` : "postgres", skip: postgresReason },
] as const;

export type KillTarget = (typeof killTargets)[number];

export interface KillablePortal {
  /** The test's own connection to the servers' database (migrated, `setup` run). */
  readonly db: Kysely<Database>;
  /** Starts the built server on the database; resolves once it listens. */
  start(extraEnv?: Record<string, string>): Promise<ChildProcess>;
  /** SIGKILL: no shutdown hook runs, claims stay as the process left them. */
  kill(child: ChildProcess): Promise<void>;
}

/** Registers the database's set-up and tear-down (every server started is killed at the end). */
export function useKillablePortal({ name, skip }: KillTarget, setup: (db: Kysely<Database>) => Promise<void>): KillablePortal {
  const scratch = mkdtempSync(join(tmpdir(), `portal-kill-${name}-`));
  const children: ChildProcess[] = [];
  let cluster: PostgresCluster | undefined;
  let connection: DatabaseConnection | undefined;
  let databaseEnv: Record<string, string> = {};

  beforeAll(async () => {
    if (skip) return;
    if (name === "postgres") {
      const binaries = findPostgresBinaries();
      if (!binaries) throw new Error("no PostgreSQL binaries");
      cluster = await startPostgresCluster(binaries);
      databaseEnv = { DATABASE_URL: await cluster.createDatabase("portal_kill") };
      connection = createDatabase({ databaseUrl: databaseEnv.DATABASE_URL });
    } else {
      databaseEnv = { SQLITE_FILE: join(scratch, "portal.sqlite") };
      connection = createDatabase({ sqliteFile: databaseEnv.SQLITE_FILE });
    }
    await migrateToLatest(connection.db);
    await setup(connection.db);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => stopReplica(child, "SIGKILL")));
    await connection?.close();
    await cluster?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  return {
    get db() {
      if (!connection) throw new Error("the database is not set up");
      return connection.db;
    },
    kill: (child) => stopReplica(child, "SIGKILL"),
    async start(extraEnv = {}) {
      const env = { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" };
      const child = await startReplica({ ...env, UPLOAD_DIR: join(scratch, "uploads"), PORTAL_BASE_DOMAIN: "localhost", ...databaseEnv, ...extraEnv });
      children.push(child);
      return child;
    },
  };
}
