import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/**
 * A replica of the built server (dist/main.js) as a deploy runs it: its own process on a fixed
 * port, so a restarted replica comes back where the proxy expects it. Resolves once it logs
 * "listening". Used by the fail-over test and `pnpm bench:sale-day`.
 */

const MAIN = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

export async function startReplica(env: Record<string, string>, args: readonly string[] = [], entry = MAIN): Promise<ChildProcess> {
  const child = spawn(process.execPath, [entry, ...args], { env, stdio: ["ignore", "ignore", "pipe"] });
  const lines = createInterface({ input: child.stderr as NodeJS.ReadableStream });
  await new Promise<void>((resolve, reject) => {
    lines.on("line", (line) => {
      if (line.startsWith("{") && (JSON.parse(line) as { message?: string }).message === "listening") resolve();
    });
    child.once("exit", (code) => reject(new Error(`replica on ${env.PORT} exited with ${code} before listening`)));
  });
  return child;
}

/** SIGKILL (a lost machine) or SIGTERM (a deploy: drain, then exit); resolves once it is gone. */
export async function stopReplica(child: ChildProcess | undefined, signal: "SIGKILL" | "SIGTERM"): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

/**
 * Resolves at the replica's next log line with this message: how a rolling deploy sees that the
 * proxy sends the new replica traffic ("import received" under a webhook load) before it stops
 * the next one — a proxy with passive checks tries a replica it saw fail only after its fail_timeout.
 */
export function nextLogLine(child: ChildProcess, message: string): Promise<void> {
  const lines = createInterface({ input: child.stderr as NodeJS.ReadableStream });
  return new Promise((resolve) => {
    lines.on("line", (line) => {
      if (line.includes(`"message":"${message}"`)) {
        lines.close();
        resolve();
      }
    });
  });
}
