import { createReadStream } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "@portal/db/connection";
import { EnvError, loadEnv } from "./env.ts";
import { runPortalCli } from "./import/portal-cli.ts";
import { limitHeapGrowth } from "./memory/heap-growth.ts";

/** Same default database file as main.ts: both are bundled into apps/server/dist. */
const DEFAULT_SQLITE_FILE = fileURLToPath(new URL("../../../data/portal.sqlite", import.meta.url));

const FILE_CHUNK_BYTES = 256 * 1024;

/** `pnpm portal <command>`: operator commands (import, api-key, admin-user). */
async function main(): Promise<number> {
  // An import's garbage is promoted while a batch is built; keep the heap near what is live.
  limitHeapGrowth();
  const env = loadEnv();
  return runPortalCli(process.argv.slice(2), {
    openDatabase: () => createDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { sqliteFile: env.sqliteFile ?? DEFAULT_SQLITE_FILE }),
    // `pnpm portal import data.json` runs in apps/server; resolve against where it was typed.
    // Streamed in chunks (never read whole), so a large feed takes little memory.
    openFile: (path) => createReadStream(resolve(env.invocationDir ?? process.cwd(), path), { encoding: "utf8", highWaterMark: FILE_CHUNK_BYTES }),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    now: () => new Date(),
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof EnvError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
