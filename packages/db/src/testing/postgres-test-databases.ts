import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import type { ProvidedPostgres } from "./postgres-global-setup.ts";

/**
 * A test's PostgreSQL databases, in the run's one cluster (postgres-global-setup.ts): a migrated
 * one is a copy of the migrated template, an empty one a copy of PostgreSQL's template0. Names
 * are random, as test files on several workers create them at once.
 */

/** The run's cluster as the global setup provided it. */
export function providedPostgres(): ProvidedPostgres {
  const provided = inject("portalPostgres");
  // Only the server project's config runs the global setup that provides it.
  return provided ?? { state: "unavailable", reason: "the PostgreSQL global setup (postgres-global-setup.ts) is not in this vitest project" };
}

export interface PostgresTestDatabase {
  url: string;
  /** Drops the database, closing any connection left open to it. */
  drop(): Promise<void>;
}

export async function createPostgresTestDatabase({ migrated }: { migrated: boolean }): Promise<PostgresTestDatabase> {
  const provided = providedPostgres();
  if (provided.state !== "running") throw new Error(`PostgreSQL is unavailable: ${provided.reason}`);
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  await asAdmin(provided.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${migrated ? provided.migratedTemplate : "template0"}`);
  const url = new URL(provided.adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenUnused(provided.adminUrl, name) };
}

/**
 * Drops the database once the suite's sessions have ended. Not WITH (FORCE): terminating a
 * session that is still closing makes its client emit an error nobody handles. A database
 * still in use after the wait goes with the cluster at the end of the run.
 */
async function dropWhenUnused(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { rows } = await client.query<{ sessions: number }>("SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0]?.sessions === 0) {
        await client.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
