import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SqliteFile } from "@portal/db/sqlite-file";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// Each bad start-up setting, against the built server: it must end, quickly, with exit code 1
// and one line that names the setting or file and says what to do (never a stack).

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "portal-startup-"));

/**
 * Root may write anywhere, so a folder's permissions bind only on another user: as root, the
 * server runs as `nobody` for the permission cases (the files it needs are world-readable).
 */
const NOBODY = 65_534;
const asRoot = process.getuid?.() === 0;

async function start(settings: Record<string, string>, { asUser }: { asUser?: number } = {}): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      HOST: "127.0.0.1",
      SQLITE_FILE: join(scratch, `ok-${Math.random()}.sqlite`),
      UPLOAD_DIR: join(scratch, "uploads"),
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(asUser === undefined ? {} : { uid: asUser, gid: asUser }),
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(timer);
  return { code, stderr: stderr.trim() };
}

let occupied: Server;
let occupiedPort = 0;
beforeAll(async () => {
  occupied = createServer().listen(0, "127.0.0.1");
  await once(occupied, "listening");
  occupiedPort = (occupied.address() as { port: number }).port;
  writeFileSync(join(scratch, "corrupt.sqlite"), "this is not a database ".repeat(400));
  writeFileSync(join(scratch, "a-file"), "");
});
afterAll(() => new Promise<void>((resolve) => occupied.close(() => resolve())));

/** A folder nobody but root may enter (chmod 000), and one anyone may write, for the server's other files. */
const sealed = join(scratch, "sealed");
const open = join(scratch, "open");
/** A database file another process holds locked: a write transaction, exclusive locking mode. */
let lockHolders: SqliteFile[] = [];
function lockedDatabase(name: string, journalMode: "delete" | "wal"): string {
  const file = join(scratch, name);
  const holder = new SqliteFile(file);
  holder.pragma(`journal_mode = ${journalMode}`);
  holder.pragma("locking_mode = exclusive");
  holder.exec("create table if not exists held (id integer); begin exclusive; insert into held values (1);");
  lockHolders.push(holder);
  return file;
}
afterAll(() => {
  for (const holder of lockHolders) holder.close();
  lockHolders = [];
  chmodSync(sealed, 0o700);
});

describe("bad start-up settings end with one line naming the setting", () => {
  test.each<[string, () => Record<string, string>, RegExp]>([
    [
      "a port in use",
      () => ({ PORT: String(occupiedPort) }),
      /^PORT \d+ is already in use on 127\.0\.0\.1: stop the other server or set PORT to a free port\.$/,
    ],
    [
      "a host that is not this machine's",
      () => ({ PORT: "0", HOST: "203.0.113.77" }),
      /^HOST "203\.0\.113\.77" is not an address of this machine: set HOST to /,
    ],
    [
      "an unwritable SQLITE_FILE",
      () => ({ PORT: "0", SQLITE_FILE: join(scratch, "a-file", "portal.sqlite") }),
      /^SQLITE_FILE .*a-file\/portal\.sqlite cannot be opened for writing: /,
    ],
    [
      "a corrupt database",
      () => ({ PORT: "0", SQLITE_FILE: join(scratch, "corrupt.sqlite") }),
      /^SQLITE_FILE .*corrupt\.sqlite is not a valid SQLite database \(corrupt\?\): restore it /,
    ],
    [
      "an unwritable UPLOAD_DIR",
      () => ({ PORT: "0", UPLOAD_DIR: join(scratch, "a-file", "uploads") }),
      /^UPLOAD_DIR .*a-file\/uploads is not a writable folder .*: create it /,
    ],
    ["PUBLIC_URL=javascript:", () => ({ PORT: "0", PUBLIC_URL: "javascript:alert(1)" }), /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    ["a new database another process holds locked", () => ({ PORT: "0", SQLITE_FILE: lockedDatabase("locked.sqlite", "delete") }), LOCKED_MESSAGE],
    ["a WAL database another process holds locked", () => ({ PORT: "0", SQLITE_FILE: lockedDatabase("locked-wal.sqlite", "wal") }), LOCKED_MESSAGE],
  ])("%s", async (_name, settings, message) => {
    const { code, stderr } = await start(settings());
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  describe("folders without permission (chmod 000)", () => {
    beforeAll(() => {
      mkdirSync(sealed);
      chmodSync(sealed, 0o000);
      mkdirSync(open);
      chmodSync(scratch, 0o755);
      chmodSync(open, 0o777);
      if (asRoot) console.info("startup-errors: running as root, so the permission cases start the server as nobody (uid 65534), where chmod 000 binds");
    });
    const asUser = asRoot ? NOBODY : undefined;

    test.each<[string, () => Record<string, string>, RegExp]>([
      [
        "SQLITE_FILE in a folder without permission",
        () => ({ PORT: "0", SQLITE_FILE: join(sealed, "portal.sqlite"), UPLOAD_DIR: join(open, "uploads") }),
        /^SQLITE_FILE .*sealed\/portal\.sqlite cannot be opened for writing: /,
      ],
      [
        "UPLOAD_DIR in a folder without permission",
        () => ({ PORT: "0", SQLITE_FILE: join(open, "portal.sqlite"), UPLOAD_DIR: join(sealed, "uploads") }),
        /^UPLOAD_DIR .*sealed\/uploads is not a writable folder \(EACCES\): create it /,
      ],
    ])("%s", async (_name, settings, message) => {
      const { code, stderr } = await start(settings(), { asUser });
      expect(code).toBe(1);
      expect(stderr).toMatch(message);
      expect(stderr.split("\n")).toHaveLength(1);
    });
  });
});

const LOCKED_MESSAGE = /^SQLITE_FILE .*locked(-wal)?\.sqlite is locked by another process: stop the other server or CLI using it, then start again\.$/;
