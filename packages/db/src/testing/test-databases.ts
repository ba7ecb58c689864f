import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createDatabase, type DatabaseConfig, type DatabaseConnection, type DatabaseDialect } from "../connection.ts";
import { migrateToLatest } from "../migrate.ts";
import type { Database } from "../schema.ts";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from "./postgres-cluster.ts";

/**
 * The databases every db test runs against:
 *
 *   describe.each(testDatabases)("$label", (target) => {
 *     const database = useTestDatabase(target);
 *     test("…", async () => { await findBrandBySubdomain(database.db, "demo"); });
 *   });
 *
 * SQLite always (a temp file); PostgreSQL when its server binaries are installed, else every
 * PostgreSQL test is reported as skipped with the reason (never silently passed).
 */
export interface TestDatabaseTarget {
  dialect: DatabaseDialect;
  /** Suite title; says why when skipped. */
  label: string;
  skipReason: string | undefined;
}

const postgresSkipReason = postgresUnavailableReason();

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
 * block (SQLite: a temp file; PostgreSQL: a new database in the file's throwaway cluster),
 * closed and removed afterwards.
 */
export function useTestDatabase(
  target: TestDatabaseTarget,
  { migrate = true, setup }: TestDatabaseOptions = {},
): TestDatabase {
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

  const open = async () => {
    const config = await factory.nextConfig();
    const connection = createDatabase(config);
    opened.push(connection);
    return { connection, config };
  };

  beforeAll(async () => {
    main = await open();
    if (migrate) await migrateToLatest(main.connection.db);
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
    openEmptyDatabase: async () => (await open()).connection,
  };
}

interface ConfigFactory {
  /** Config of a new, empty database. */
  nextConfig(): Promise<DatabaseConfig>;
  dispose(): Promise<void>;
}

function sqliteFactory(): ConfigFactory {
  let dir: string | undefined;
  let count = 0;
  return {
    async nextConfig() {
      dir ??= mkdtempSync(join(tmpdir(), "portal-sqlite-"));
      count += 1;
      // A subfolder that does not exist yet also checks that createDatabase makes it.
      return { sqliteFile: join(dir, `db-${count}`, "portal.sqlite") };
    },
    async dispose() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

// One throwaway PostgreSQL cluster per test file, started on first use; each suite gets its
// own databases in it. Vitest evaluates this module once per test file, so this file-level
// afterAll stops the cluster when the file is done.
let fileCluster: Promise<PostgresCluster> | undefined;
let postgresDatabaseCount = 0;

afterAll(async () => {
  const cluster = fileCluster;
  fileCluster = undefined;
  // A cluster that failed to start has already cleaned up after itself.
  await cluster?.then(
    (c) => c.stop(),
    () => undefined,
  );
});

function postgresFactory(): ConfigFactory {
  return {
    async nextConfig() {
      const binaries = findPostgresBinaries();
      if (binaries === undefined) throw new Error("PostgreSQL binaries disappeared");
      fileCluster ??= startPostgresCluster(binaries);
      postgresDatabaseCount += 1;
      return { databaseUrl: await (await fileCluster).createDatabase(`portal_test_${postgresDatabaseCount}`), poolSize: 4 };
    },
    // The databases go with the cluster.
    async dispose() {},
  };
}
