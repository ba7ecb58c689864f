import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url));

/** A built demo server of the test's own, for measuring its process (memory) or settings the shared one lacks. */
export interface OwnServer {
  readonly port: number;
  readonly pid: number;
  /** The server's SQLite file (demo data), for reading what a test needs to ask for. */
  readonly sqliteFile: string;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Starts `dist/main.js --demo` with `env` on a free port and waits until /healthz answers. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "portal-security-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [serverEntry, "--demo"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_FILE: join(dataDir, "portal.sqlite"),
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;
  return {
    port,
    pid,
    sqliteFile: join(dataDir, "portal.sqlite"),
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
