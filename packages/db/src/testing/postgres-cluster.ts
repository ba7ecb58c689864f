import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * A throwaway PostgreSQL server for tests: `initdb` into a temp folder, `pg_ctl start` on a
 * free 127.0.0.1 port (unix socket inside the folder too), `pg_ctl stop` and delete afterwards.
 * Tuned for speed (no fsync): the data is thrown away anyway.
 *
 * PostgreSQL refuses to run as root, so under root every server command runs as an
 * unprivileged user (`postgres`, else `nobody`) through runuser or su, and the folder is
 * chowned to that user.
 */

const run = promisify(execFile);

const TEMP_PREFIX = "portal-pg-";
const SUPERUSER = "postgres";

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

/** How a server command is started: directly, or as another user when we are root. */
interface CommandRunner {
  user: ServerUser | undefined;
  wrap(command: string, args: readonly string[]): [string, string[]];
}

export interface PostgresCluster {
  port: number;
  /** The postgres:// URL of one of the cluster's databases. */
  urlOf(database: string): string;
  /** Creates an empty database and returns its postgres:// URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** Finds initdb and pg_ctl: Debian's /usr/lib/postgresql/<version>/bin (newest first), then PATH. */
export function findPostgresBinaries(): PostgresBinaries | undefined {
  const debianRoot = "/usr/lib/postgresql";
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const bin of [...versions.map((v) => join(debianRoot, v, "bin")), "/usr/local/pgsql/bin"]) {
    const found = binariesIn(bin);
    if (found) return found;
  }
  const initdb = commandPath("initdb");
  const pgCtl = commandPath("pg_ctl");
  return initdb && pgCtl ? { initdb, pgCtl } : undefined;
}

/** Why a cluster cannot be started here, or undefined when it can. Cheap and synchronous. */
export function postgresUnavailableReason(): string | undefined {
  if (findPostgresBinaries() === undefined) return "PostgreSQL server binaries (initdb, pg_ctl) not found";
  if (isRoot() && commandRunner() === undefined) return "running as root without a 'postgres' or 'nobody' user and runuser/su to run PostgreSQL as";
  return undefined;
}

export async function startPostgresCluster(binaries: PostgresBinaries): Promise<PostgresCluster> {
  const runner = commandRunner();
  if (runner === undefined) throw new Error("No unprivileged user to run PostgreSQL as");
  sweepAbandonedClusters(binaries, runner);

  const dir = mkdtempSync(join(tmpdir(), TEMP_PREFIX));
  const dataDir = join(dir, "data");
  const socketDir = join(dir, "socket");
  const logFile = join(dir, "server.log");
  mkdirSync(socketDir);
  // Lets a later run recognise this folder as abandoned if this process dies before stop().
  writeFileSync(join(dir, "owner.pid"), String(process.pid));
  if (runner.user) for (const path of [dir, socketDir]) chownSync(path, runner.user.uid, runner.user.gid);

  const exec = async (command: string, args: string[]) => {
    const [file, argv] = runner.wrap(command, args);
    try {
      await run(file, argv, { cwd: dir, timeout: 60_000 });
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2000) : "";
      throw new Error(`${command} failed: ${(error as Error).message}\n${log}`, { cause: error });
    }
  };

  const stopSync = () => {
    const [file, argv] = runner.wrap(binaries.pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-w", "-s"]);
    spawnSync(file, argv, { stdio: "ignore", timeout: 10_000 });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stopSync);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", stopSync);
    try {
      await exec(binaries.pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-w", "-s"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    await exec(binaries.initdb, ["-D", dataDir, "-U", SUPERUSER, "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
    const port = await startOnFreePort(async (port) => {
      const serverOptions = [
        `-c listen_addresses=127.0.0.1`,
        `-p ${port}`,
        `-k '${socketDir}'`,
        "-F", // fsync off
        "-c full_page_writes=off",
        "-c synchronous_commit=off",
        // Every test worker of a run shares the cluster, each suite with a pool of its own.
        "-c max_connections=100",
      ].join(" ");
      await exec(binaries.pgCtl, ["start", "-D", dataDir, "-l", logFile, "-o", serverOptions, "-w", "-t", "30", "-s"]);
    });

    const urlOf = (database: string) => `postgresql://${SUPERUSER}@127.0.0.1:${port}/${database}`;
    return {
      port,
      urlOf,
      stop,
      async createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
        const client = new pg.Client({ connectionString: urlOf("postgres") });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return urlOf(name);
      },
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

function binariesIn(bin: string): PostgresBinaries | undefined {
  const initdb = join(bin, "initdb");
  const pgCtl = join(bin, "pg_ctl");
  return existsSync(initdb) && existsSync(pgCtl) ? { initdb, pgCtl } : undefined;
}

function commandPath(name: string): string | undefined {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const path = result.stdout?.trim();
  return result.status === 0 && path ? path : undefined;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

let cachedRunner: CommandRunner | undefined | null = null;

function commandRunner(): CommandRunner | undefined {
  if (cachedRunner !== null) return cachedRunner;
  cachedRunner = findCommandRunner();
  return cachedRunner;
}

function findCommandRunner(): CommandRunner | undefined {
  if (!isRoot()) return { user: undefined, wrap: (command, args) => [command, [...args]] };
  const user = ["postgres", "nobody"].map(lookupUser).find((u) => u !== undefined);
  if (user === undefined) return undefined;
  const runuser = commandPath("runuser");
  if (runuser) return { user, wrap: (command, args) => [runuser, ["-u", user.name, "--", command, ...args]] };
  const su = commandPath("su");
  if (su) {
    return {
      user,
      wrap: (command, args) => [su, [user.name, "-s", "/bin/sh", "-c", [command, ...args].map(shellQuote).join(" ")]],
    };
  }
  return undefined;
}

function lookupUser(name: string): ServerUser | undefined {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    return uid > 0 ? { name, uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** Another test worker may take the port between our probe and the server's bind: try again. */
async function startOnFreePort(start: (port: number) => Promise<void>): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      await start(port);
      return port;
    } catch (error) {
      if (attempt >= 3 || !/address already in use|could not bind|could not create any TCP/i.test(String(error))) throw error;
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("No free port"))));
    });
  });
}

/** Stops and deletes clusters whose test process died without cleaning up (killed worker, Ctrl-C). */
function sweepAbandonedClusters(binaries: PostgresBinaries, runner: CommandRunner): void {
  let entries: string[];
  try {
    entries = readdirSync(tmpdir()).filter((name) => name.startsWith(TEMP_PREFIX));
  } catch {
    return;
  }
  for (const name of entries) {
    const dir = join(tmpdir(), name);
    try {
      const owner = Number(readFileSync(join(dir, "owner.pid"), "utf8"));
      if (!Number.isInteger(owner) || isAlive(owner)) continue;
      if (existsSync(join(dir, "data", "postmaster.pid"))) {
        const [file, argv] = runner.wrap(binaries.pgCtl, ["stop", "-D", join(dir, "data"), "-m", "immediate", "-w", "-s"]);
        spawnSync(file, argv, { stdio: "ignore", timeout: 10_000 });
      }
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Not ours, or already being removed by someone else: leave it.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
