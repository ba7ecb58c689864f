import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { databaseIdentity } from "./one-read.ts";

/** Stands for the i-th argument while the query is compiled; no real value looks like it. */
const placeholder = (index: number) => `\u0000prepared-query-arg-${index}\u0000`;

/**
 * A query built and compiled by Kysely once per database, then run with new argument
 * values: the hot lookups skip Kysely's builder and compiler (about a fifth of a track-order
 * request's CPU when built anew each time), and SQLite's statement cache in connection.ts
 * reuses the prepared statement. Arguments are strings (ids, subdomains, waybills) and must
 * each appear in the query as a parameter; anything else the builder binds stays as built.
 *
 *   const byId = preparedQuery((db, id) => db.selectFrom("brands").selectAll().where("id", "=", id));
 *   const rows = await byId(db, "b1");
 */
export function preparedQuery<TRow>(build: (db: Kysely<Database>, ...args: string[]) => Compilable<TRow>) {
  // Per database, its transactions included (one-read.ts).
  const compiledByDb = new WeakMap<object, { compiled: CompiledQuery<TRow>; argumentAt: ReadonlyArray<number> }>();
  return async (db: Kysely<Database>, ...args: string[]): Promise<TRow[]> => {
    let prepared = compiledByDb.get(databaseIdentity(db));
    if (!prepared) {
      const compiled = build(db, ...args.map((_, i) => placeholder(i))).compile();
      // For each bound parameter: which argument it is, or -1 for a constant of the query.
      const argumentAt = compiled.parameters.map((value) => args.findIndex((_, i) => value === placeholder(i)));
      const used = new Set(argumentAt);
      if (args.some((_, i) => !used.has(i))) throw new Error(`preparedQuery: an argument is not a parameter of: ${compiled.sql}`);
      prepared = { compiled, argumentAt };
      compiledByDb.set(databaseIdentity(db), prepared);
    }
    const { compiled, argumentAt } = prepared;
    const parameters = argumentAt.map((at, i) => (at === -1 ? compiled.parameters[i] : args[at]));
    const result = await db.executeQuery<TRow>({ ...compiled, parameters });
    return result.rows;
  };
}
