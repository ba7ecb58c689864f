// `pnpm bench:notify`: messages to shoppers queued and sent per second on SQLite and PostgreSQL
// for a sale-day burst (apps/server/bench/bench-notify.ts, docs/notifications.md). Builds the
// server first (turbo: nothing to do when it is up to date), then runs the bench with the
// arguments given (--events N, --senders N) and prints its table.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run("node_modules/.bin/turbo", ["run", "build", "--filter=@portal/server...", "--output-logs=errors-only"]);
run(process.execPath, ["apps/server/dist/bench-notify.js", ...process.argv.slice(2).filter((arg) => arg !== "--")], { NODE_ENV: "production" });
