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
  return {
    url: url.toString(),
    drop: () => asAdmin(provided.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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
