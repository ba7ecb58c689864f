import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyWorkspace } from "./workspace-copy.ts";

// `pnpm test:dev` (outside `pnpm test`: Vite's cold start and first server render take tens
// of seconds here). `pnpm dev` in a throwaway copy of the workspace: a brand page is server
// rendered with the brand's header; an edit to the header's source shows in the next server
// render, with the same process still running.

const repo = resolve(import.meta.dirname, "../../..");
const copy = mkdtempSync(join(tmpdir(), "portal-dev-"));
const header = join(copy, "brands/kestrel/src/Header.tsx");
let child: ChildProcess;
let port: number;
let output = "";

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** The SSR HTML of a page on a brand's host (Node's fetch will not send a Host header). */
function page(subdomain: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host: `${subdomain}.localhost:${port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

beforeAll(async () => {
  copyWorkspace(repo, copy);
  port = await freePort();
  // As `pnpm dev` runs it: from the server's package, where Lingui finds the copy's config.
  child = spawn(process.execPath, ["src/dev/dev-server.mjs"], {
    cwd: join(copy, "apps/server"),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: "127.0.0.1", SQLITE_FILE: join(copy, "dev.sqlite"), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 170_000;
  while (!output.includes("without a restart")) {
    if (child.exitCode !== null) throw new Error(`pnpm dev exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`pnpm dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
  rmSync(copy, { recursive: true, force: true });
});

test("prints the same links as pnpm start", () => {
  expect(output).toContain(`Home (search)`);
  expect(output).toMatch(new RegExp(`http://kestrel\\.localhost:${port}/en/tracking\\?waybill=KES-`));
  expect(output).toContain(`http://localhost:${port}/__demo.json`);
});

test("a header edit shows in the next server render, without a restart", async () => {
  const before = await page("kestrel", "/en");
  // On failure, the dev server's own log says why.
  expect({ status: before.status, log: before.status === 200 ? "" : `${before.body.slice(0, 2000)}\n${output.slice(-4000)}` }).toEqual({
    status: 200,
    log: "",
  });
  expect(before.body).toContain('<header data-brand="kestrel" data-chrome-header="standard" data-device="other">');
  expect(before.body).not.toContain('data-edited="by-test"');
  // The page loads the client through Vite (its HMR client included), not a build.
  expect(before.body).toContain('src="/@vite/client"');

  const source = readFileSync(header, "utf8");
  // Kestrel's header is the standard one with its own pieces inside; the edit adds one.
  expect(source).toContain("<LanguageToggle ");
  writeFileSync(header, source.replace("<LanguageToggle ", '<span data-edited="by-test" />\n      <LanguageToggle '));
  // The file watcher reports the edit within moments; poll rather than guess how long.
  let after = "";
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && !after.includes('data-edited="by-test"');) {
    after = (await page("kestrel", "/en")).body;
  }
  expect(after).toContain('<span data-edited="by-test"></span>');
  expect(child.exitCode).toBeNull();
});
