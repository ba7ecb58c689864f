import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../connection.ts";
import { migrateToLatest } from "../migrate.ts";

/**
 * The db and server projects' global setup for SQLite: one migrated database file for the run,
 * which each suite's migrated SQLite database copies (test-databases.ts) instead of running every
 * migration again (about a second a suite on a loaded two-core machine, for a hundred suites).
 */

/** A migrated SQLite file to copy; nothing opens it after setup. */
export type SqliteTemplateFile = string;

declare module "vitest" {
  export interface ProvidedContext {
    portalSqliteTemplate: SqliteTemplateFile;
  }
}

// Each project runs its global setup in its own module instance in the main process: one
// template for the run, as for PostgreSQL's (postgres-global-setup.ts).
const shared = globalThis as { portalSqliteTemplate?: { file: Promise<string>; dir: string; users: number } };

async function migratedFile(dir: string): Promise<string> {
  const file = join(dir, "template.sqlite");
  const template = createDatabase({ sqliteFile: file });
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
  // The last connection's close folds the write-ahead log into the file; a copy of the file
  // alone is then the whole database.
  if (existsSync(`${file}-wal`)) throw new Error(`${file}-wal is left after closing the SQLite template`);
  return file;
}

export default async function setup(project: TestProject) {
  let run = shared.portalSqliteTemplate;
  if (run === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "portal-sqlite-template-"));
    run = shared.portalSqliteTemplate = { file: migratedFile(dir), dir, users: 0 };
  }
  run.users += 1;
  const teardown = () => {
    if (--run.users > 0) return;
    delete shared.portalSqliteTemplate;
    rmSync(run.dir, { recursive: true, force: true });
  };
  try {
    project.provide("portalSqliteTemplate", await run.file);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
