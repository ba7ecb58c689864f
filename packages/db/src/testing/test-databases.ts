import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { createDatabase, type DatabaseConfig, type DatabaseConnection, type DatabaseDialect } from "../connection.ts";
import { migrateToLatest } from "../migrate.ts";
import type { Database } from "../schema.ts";
import type { SqliteTemplateFile } from "./sqlite-template-global-setup.ts";
import { createPostgresTestDatabase, providedPostgres, type PostgresTestDatabase } from "./postgres-test-databases.ts";

/**
 * The databases every db test runs against:
 *
 *   describe.each(testDatabases)("$label", (target) => {
 *     const database = useTestDatabase(target);
 *     test("…", async () => { await findBrandBySubdomain(database.db, "demo"); });
 *   });
 *
 * SQLite always (a temp file); PostgreSQL when its server binaries are installed (one cluster
 * for the run, postgres-global-setup.ts), else every PostgreSQL test is reported as skipped
 * with the reason (never silently passed).
 */
export interface TestDatabaseTarget {
  dialect: DatabaseDialect;
  /** Suite title; says why when skipped. */
  label: string;
  skipReason: string | undefined;
}

const provided = providedPostgres();
const postgresSkipReason = provided.state === "running" ? undefined : provided.reason;

export const testDatabases: readonly TestDatabaseTarget[] = [
  { dialect: "sqlite", label: "sqlite", skipReason: undefined },
  {
    dialect: "postgres",
    label: postgresSkipReason ? `postgres (skipped: ${postgresSkipReason})` : "postgres",
    skipReason: postgresSkipReason,
  },
];

export interface TestDatabase {
  /** The suite's database (migrated unless `migrate: false`). */
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  /** createDatabase() config of the suite's database, to open a second connection to it. */
  readonly config: DatabaseConfig;
  /** Another empty (unmigrated) database of the same kind; closed and removed after the suite. */
  openEmptyDatabase(): Promise<DatabaseConnection>;
}

export interface TestDatabaseOptions {
  /** Run the migrations on the suite's database (default true). */
  migrate?: boolean;
  /** Fills the suite's database after migrating, e.g. with fixtures. Not run when skipped. */
  setup?: (db: Kysely<Database>) => Promise<unknown>;
}

/**
 * Registers beforeAll/afterAll hooks in the calling describe block: a fresh database for the
 * block (SQLite: a temp file, a copy of the run's migrated file where the project's global setup
 * made one; PostgreSQL: a copy of the run's migrated template, or an empty
 * database when `migrate: false`), closed and removed afterwards.
 */
export function useTestDatabase(target: TestDatabaseTarget, { migrate = true, setup }: TestDatabaseOptions = {}): TestDatabase {
  if (target.skipReason !== undefined) {
    const reason = target.skipReason;
    beforeEach((context) => context.skip(reason));
    const unavailable = (): never => {
      throw new Error(`${target.dialect} is unavailable: ${reason}`);
    };
    return {
      get db() {
        return unavailable();
      },
      dialect: target.dialect,
      get config() {
        return unavailable();
      },
      openEmptyDatabase: async () => unavailable(),
    };
  }

  const factory = target.dialect === "sqlite" ? sqliteFactory() : postgresFactory();
  const opened: DatabaseConnection[] = [];
  let main: { connection: DatabaseConnection; config: DatabaseConfig } | undefined;

  const open = async (migrated: boolean) => {
    const { config, isMigrated } = await factory.nextDatabase(migrated);
    const connection = createDatabase(config);
    opened.push(connection);
    return { connection, config, isMigrated };
  };

  beforeAll(async () => {
    const { isMigrated, ...suite } = await open(migrate);
    main = suite;
    if (migrate && !isMigrated) await migrateToLatest(main.connection.db);
    await setup?.(main.connection.db);
  });

  afterAll(async () => {
    await Promise.allSettled(opened.map((c) => c.close()));
    await factory.dispose();
  });

  const current = () => {
    if (main === undefined) throw new Error("The test database is opened in beforeAll; use it inside tests or hooks");
    return main;
  };
  return {
    get db() {
      return current().connection.db;
    },
    dialect: target.dialect,
    get config() {
      return current().config;
    },
    openEmptyDatabase: async () => (await open(false)).connection,
  };
}

interface DatabaseFactory {
  /** A new database: migrated already when asked and the factory can copy a migrated one. */
  nextDatabase(migrated: boolean): Promise<{ config: DatabaseConfig; isMigrated: boolean }>;
  /** Removes every database it made; their connections are closed first. */
  dispose(): Promise<void>;
}

function sqliteFactory(): DatabaseFactory {
  // The run's migrated file (sqlite-template-global-setup.ts), where the project sets one up.
  const template: SqliteTemplateFile | undefined = inject("portalSqliteTemplate");
  let dir: string | undefined;
  let count = 0;
  return {
    async nextDatabase(migrated) {
      dir ??= mkdtempSync(join(tmpdir(), "portal-sqlite-"));
      count += 1;
      // A subfolder that does not exist yet also checks that createDatabase makes it.
      const sqliteFile = join(dir, `db-${count}`, "portal.sqlite");
      if (!migrated || template === undefined) return { config: { sqliteFile }, isMigrated: false };
      mkdirSync(dirname(sqliteFile));
      copyFileSync(template, sqliteFile);
      return { config: { sqliteFile }, isMigrated: true };
    },
    async dispose() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresFactory(): DatabaseFactory {
  const made: PostgresTestDatabase[] = [];
  return {
    async nextDatabase(migrated) {
      const database = await createPostgresTestDatabase({ migrated });
      made.push(database);
      return { config: { databaseUrl: database.url, poolSize: 4 }, isMigrated: migrated };
    },
    async dispose() {
      await Promise.all(made.splice(0).map((database) => database.drop()));
    },
  };
}
