import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    portalPort: number;
    /** The server's SQLite file, for tests that seed bulk data (the ops view's 10 000 reports). */
    portalSqliteFile: string;
  }
}

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

async function waitUntilHealthy(url: string, child: ReturnType<typeof spawn>, output: () => string) {
  // The demo's first start migrates and seeds 90 days of history: seconds when the machine is
  // idle, over a minute when two cores are shared with other runs. Wait for health, bounded.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The portal server did not become healthy:\n${output()}`);
}

/** The zone and a shifted clock (libfaketime) this run was given, if any; nothing else leaks in. */
function clockEnv(): Record<string, string> {
  const names = Object.keys(process.env).filter((name) => name === "TZ" || name === "LD_PRELOAD" || name.startsWith("FAKETIME"));
  return Object.fromEntries(names.map((name) => [name, process.env[name] ?? ""]));
}

/** Starts the built server exactly as the README's start command does (demo mode). */
export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`pnpm build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "portal-e2e-"));
  let output = "";
  const child = spawn(process.execPath, [serverEntry, "--demo"], {
    env: {
      PATH: process.env.PATH,
      // The hour matrix (`pnpm test:hours`) runs the server on the same clock and zone as the tests and Chromium.
      ...clockEnv(),
      // Production React, as the README's start command runs it.
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_FILE: join(dataDir, "portal.sqlite"),
      LOG_LEVEL: "warn",
      // Hundreds of page loads from one client (layout.e2e walks the demo cases): the per-client
      // limit would answer 429 to later files' calls. Its own tests are in src/api/rate-limit.test.ts.
      RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  // Every browser test shares this server: if it ends before the teardown, say so and show why,
  // or each test only reports a refused connection.
  let stopping = false;
  child.on("exit", (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe shared portal server ended early (code ${code}, signal ${signal}). Its output:\n${output.slice(-8000)}\n`);
  });
  await waitUntilHealthy(`http://127.0.0.1:${port}/healthz`, child, () => output);
  project.provide("portalPort", port);
  project.provide("portalSqliteFile", join(dataDir, "portal.sqlite"));
  return async () => {
    stopping = true;
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
    rmSync(dataDir, { recursive: true, force: true });
  };
}
