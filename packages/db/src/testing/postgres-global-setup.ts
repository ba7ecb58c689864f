import type { TestProject } from "vitest/node";
import { createDatabase } from "../connection.ts";
import { migrateToLatest } from "../migrate.ts";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster } from "./postgres-cluster.ts";

/**
 * The db and server projects' global setup: one throwaway PostgreSQL cluster for the whole run, with
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

/** The run's cluster, shared by every project whose global setup this is (db and server). */
interface SharedCluster {
  provided: Promise<{ provided: ProvidedPostgres; stop: () => Promise<void> }>;
  users: number;
}

// Vitest runs each project's global setup in its own module instance, but all in the main
// process: the cluster is kept on globalThis so the db and server projects of one run share
// one initdb and one migrated template (two before, one after the other, before any test ran).
const shared = globalThis as { portalPostgresCluster?: SharedCluster };

async function startOnce(): Promise<{ provided: ProvidedPostgres; stop: () => Promise<void> }> {
  const reason = postgresUnavailableReason();
  const binaries = findPostgresBinaries();
  if (reason !== undefined || binaries === undefined) {
    return { provided: { state: "unavailable", reason: reason ?? "PostgreSQL server binaries not found" }, stop: async () => undefined };
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
  return { provided: { state: "running", adminUrl: cluster.urlOf("postgres"), migratedTemplate: MIGRATED_TEMPLATE }, stop: () => cluster.stop() };
}

export default async function setup(project: TestProject) {
  const run = (shared.portalPostgresCluster ??= { provided: startOnce(), users: 0 });
  run.users += 1;
  let started;
  try {
    started = await run.provided;
  } catch (error) {
    if (--run.users === 0) delete shared.portalPostgresCluster;
    throw error;
  }
  project.provide("portalPostgres", started.provided);
  // The last project's teardown stops the cluster: the others' tests may still be using it.
  return async () => {
    if (--run.users > 0) return;
    delete shared.portalPostgresCluster;
    await started.stop();
  };
}
