import type { TestProject } from "vitest/node";
import { createDatabase } from "../connection.ts";
import { migrateToLatest } from "../migrate.ts";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster } from "./postgres-cluster.ts";

/**
 * The server project's global setup: one throwaway PostgreSQL cluster for the whole run, with
 * a migrated template database each test clones (`CREATE DATABASE … TEMPLATE`), instead of an
 * initdb and the migrations once per test file. Workers reach it through `inject("portalPostgres")`
 * (postgres-test-databases.ts).
 */

/** What the workers are given: where the cluster is, or why there is none. */
export type ProvidedPostgres = { state: "running"; adminUrl: string; migratedTemplate: string } | { state: "unavailable"; reason: string };

declare module "vitest" {
  export interface ProvidedContext {
    portalPostgres: ProvidedPostgres;
  }
}

/** The migrated database every test database is cloned from; nothing connects to it after setup. */
export const MIGRATED_TEMPLATE = "portal_template";

export default async function setup(project: TestProject) {
  const reason = postgresUnavailableReason();
  const binaries = findPostgresBinaries();
  if (reason !== undefined || binaries === undefined) {
    project.provide("portalPostgres", { state: "unavailable", reason: reason ?? "PostgreSQL server binaries not found" });
    return;
  }
  const cluster = await startPostgresCluster(binaries);
  try {
    const template = createDatabase({ databaseUrl: await cluster.createDatabase(MIGRATED_TEMPLATE), poolSize: 1 });
    try {
      await migrateToLatest(template.db);
    } finally {
      // A template with an open connection cannot be cloned.
      await template.close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide("portalPostgres", { state: "running", adminUrl: cluster.urlOf("postgres"), migratedTemplate: MIGRATED_TEMPLATE });
  return () => cluster.stop();
}
