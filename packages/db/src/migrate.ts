import { Migrator, type Kysely, type MigrationResult } from "kysely";
import { migrations } from "./migrations/index.ts";

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: readonly MigrationResult[],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "MigrationError";
  }
}

/**
 * Brings the schema up to the newest migration. Safe to call on every start and from several
 * replicas at once: Kysely's migration lock serialises them and applied migrations are skipped.
 * Returns the names of the migrations applied by this call.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Database migration "${failed}" failed: ${describe(error)}`, results, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
