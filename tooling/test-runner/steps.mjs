// A runner's steps: one at a time with its output shown as it comes, or beside others with its
// output held and shown whole when it ends, so two steps' lines never interleave.
import { spawn } from "node:child_process";

/**
 * Runs a command and says how long it took.
 * @param {{ cwd: string, env?: Record<string, string>, held?: boolean }} options
 *   held: keep the output until the step ends (for a step running beside another).
 * @returns {Promise<boolean>} whether it exited 0
 */
export function runStep(title, command, args, { cwd, env = {}, held = false }) {
  const started = Date.now();
  if (!held) process.stdout.write(`\n▶ ${title}\n`);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
  const chunks = [];
  if (held) {
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
  }
  return new Promise((resolve) => {
    child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      const ok = code === 0;
      if (held) process.stdout.write(`\n▶ ${title} (ran beside the other steps; its output:)\n${Buffer.concat(chunks).toString()}`);
      process.stdout.write(`${ok ? "✓" : "✗"} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      resolve(ok);
    });
  });
}
