import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Debian's nginx in front of portal replicas, with the configuration docs/deploy/nginx-portal.conf
 * documents: the sale-day bench and the fail-over test run the file users copy, not a copy of it.
 */

/** The documented file, found from this module's folder up: it runs from src/ (tests) and dist/ (the bench). */
function documentedConfig(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, "docs", "deploy", "nginx-portal.conf");
    if (existsSync(candidate)) return candidate;
  }
  throw new Error("docs/deploy/nginx-portal.conf not found above the server");
}
const BINARIES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];

export function findNginx(): string | undefined {
  return BINARIES.find((path) => existsSync(path));
}

export function nginxUnavailableReason(): string | undefined {
  return findNginx() ? undefined : "nginx not installed (Debian package nginx-light; .ci/run installs it)";
}

export interface NginxProxy {
  port: number;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1, for servers that must be restarted on the same port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function siteConfig(listenPort: number, upstreamPorts: readonly number[]): string {
  const servers = upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=3s;`).join("\n  ");
  return readFileSync(documentedConfig(), "utf8").replace("__PORTAL_UPSTREAMS__", servers).replace("__PORTAL_LISTEN__", `127.0.0.1:${listenPort}`);
}

function mainConfig(dir: string): string {
  // As root the workers would otherwise run as `nobody`, who cannot write the temp folders here.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${join(dir, kind)};`).join("\n  ");
  return `${user}worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 8192; }
http {
  access_log off;
  ${temp}
  include ${join(dir, "portal.conf")};
}
`;
}

export async function startNginx(dir: string, upstreamPorts: readonly number[]): Promise<NginxProxy> {
  const binary = findNginx();
  if (!binary) throw new Error(nginxUnavailableReason());
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  writeFileSync(join(dir, "portal.conf"), siteConfig(port, upstreamPorts));
  writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));
  const child: ChildProcess = spawn(binary, ["-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, "exit").then(() => {
    throw new Error(`nginx exited: ${stderr.trim()}`);
  });
  await Promise.race([waitForPort(port), exited]);
  exited.catch(() => undefined);

  return {
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGQUIT");
      await once(child, "exit");
    },
  };
}
