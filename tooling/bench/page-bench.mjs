#!/usr/bin/env node
// `pnpm bench:page`: what a shopper's phone downloads and how soon it sees the page, as served.
//
// Starts the built server (demo mode, temporary SQLite), then for each page below loads it in
// headless Chromium under a Moto G Power-like profile (4x CPU slowdown, 150 ms RTT, 1.6 Mbps
// down, 750 kbps up, cache disabled) and records, from the browser's own network log, the
// bytes on the wire per kind (document, JS, CSS, other) with the server's real headers, the
// Largest Contentful Paint, and when the page finished hydrating (interactive). Each live load
// alternates with a load of a static copy of the same first HTML (scripts removed, the same CSS
// and images, compressed the same way) from a bare node:http server: LCP live / LCP static is
// the figure the performance issue sets at <= 1.3x. Run `pnpm build` first.
//
//   node tooling/bench/page-bench.mjs [--runs 3] [--brand demo]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { extname, join, normalize, resolve, dirname } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { launchBrowser } from "../test-runner/browser.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const serverEntry = join(root, "apps/server/dist/main.js");
const clientDir = join(root, "apps/portal/dist/client");
if (!existsSync(serverEntry) || !existsSync(clientDir)) {
  console.error("No build: run `pnpm build` first.");
  process.exit(1);
}

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const RUNS = Math.max(1, Number(option("runs", 3)) || 3);
const BRAND = option("brand", "demo");

/** Moto G Power on a mobile network (the profile the performance issue measured with). */
const PROFILE = { cpuSlowdown: 4, latencyMs: 150, downBytesPerSecond: (1.6e6 / 8) * 0.9, upBytesPerSecond: (750e3 / 8) * 0.9 };

const PAGES = [
  { name: "tracking", path: "/en/tracking?waybill=DEMO-TRN-005" },
  { name: "home", path: "/en" },
  { name: "issue", path: "/en/issue?waybill=DEMO-NDR-001" },
  { name: "my-order", path: "/en/my-order?order_id=DS-240131" },
];

function startPortal(work) {
  const child = spawn(process.execPath, [serverEntry, "--demo"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      RATE_LIMIT_PER_MINUTE: "0",
      SQLITE_FILE: join(work, "portal.sqlite"),
      UPLOAD_DIR: join(work, "uploads"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error("the portal did not start within 60 s")), 60_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        try {
          const entry = JSON.parse(line);
          if (entry.message === "listening") {
            clearTimeout(timer);
            resolvePort({ child, port: entry.port });
          }
        } catch {
          // demo links and other plain lines
        }
      });
    }
    child.once("exit", (code) => reject(new Error(`the portal exited with ${code}`)));
  });
}

function fetchRaw(port, path, host) {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host, "accept-encoding": "br, gzip" } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const coding = res.headers["content-encoding"];
        const text = coding === "br" ? brotliDecompressSync(body) : coding === "gzip" ? gunzipSync(body) : body;
        done({ status: res.statusCode, text: text.toString("utf8") });
      });
    });
    req.on("error", fail);
    req.end();
  });
}

const MIME = { ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".woff2": "font/woff2" };

/**
 * The static copy: the page's first HTML without scripts, beside the same built assets, sent
 * brotli-compressed as the portal sends them. What a page could do at best with this content.
 */
function startStaticServer(pages) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const page = pages.get(url.pathname);
    if (page) {
      const body = brotliCompressSync(Buffer.from(page));
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br", "content-length": body.length });
      res.end(body);
      return;
    }
    const file = normalize(join(clientDir, url.pathname));
    if (!file.startsWith(clientDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const br = existsSync(`${file}.br`);
    const body = readFileSync(br ? `${file}.br` : file);
    res.writeHead(200, {
      "content-type": MIME[extname(file)] ?? "application/octet-stream",
      ...(br ? { "content-encoding": "br" } : {}),
      "content-length": body.length,
    });
    res.end(body);
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done({ server, port: server.address().port })));
}

/** Scripts, module preloads and the state element removed: what is left paints the same. */
function staticCopyOf(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
}

// Runs in the page before any of its own code: LCP entries and the hydration moment.
const OBSERVE = `
  window.__bench = { lcp: 0, lcpElement: "", interactive: 0 };
  // Which element was largest, so a late LCP can be told apart (a re-render, a late chunk).
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/)[0] : "") + ' "' + (el.textContent || "").trim().slice(0, 40) + '"' : "";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.lcp = entry.startTime;
      window.__bench.lcpElement = describe(entry.element) || entry.url;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // Polled: the init script runs before <html> exists, so there is nothing to observe yet.
  const poll = setInterval(() => {
    if (document.documentElement?.dataset.hydrated !== "true") return;
    window.__bench.interactive = performance.now();
    clearInterval(poll);
  }, 10);
`;

async function loadOnce(context, url, { expectHydration }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downBytesPerSecond,
    uploadThroughput: PROFILE.upBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  const types = new Map();
  const bytes = { document: 0, js: 0, css: 0, other: 0, requests: 0 };
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    const type = types.get(e.requestId);
    const kind = type === "Document" ? "document" : type === "Script" ? "js" : type === "Stylesheet" ? "css" : "other";
    bytes[kind] += e.encodedDataLength;
    bytes.requests += 1;
  });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  if (expectHydration) await page.waitForSelector("html[data-hydrated='true']", { timeout: 120_000 });
  // Let late work (lazy chunks, fonts) land, then read what the page saw.
  await page.waitForTimeout(1500);
  const seen = await page.evaluate(() => window.__bench);
  await page.close();
  return { ...seen, bytes };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kib = (n) => (n / 1024).toFixed(1);
const ms = (n) => (n ? `${Math.round(n)}` : "-");

async function main() {
  const work = mkdtempSync(join(tmpdir(), "portal-page-bench-"));
  const portal = await startPortal(work);
  const staticPages = new Map();
  let staticServer;
  let browser;
  try {
    const host = `${BRAND}.localhost:${portal.port}`;
    for (const page of PAGES) {
      const first = await fetchRaw(portal.port, page.path, host);
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
      staticPages.set(`/${page.name}`, staticCopyOf(first.text));
    }
    staticServer = await startStaticServer(staticPages);
    browser = await launchBrowser({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });

    const rows = [];
    const lcpElements = [];
    const loadBefore = loadavg();
    for (const page of PAGES) {
      const live = [];
      const copy = [];
      for (let run = 0; run < RUNS; run += 1) {
        process.stderr.write(`${page.name}: run ${run + 1} of ${RUNS}\n`);
        // Alternate, so a busy moment of the machine weighs on both sides alike.
        live.push(await loadOnce(browser.context, `http://${host}${page.path}`, { expectHydration: true }));
        copy.push(await loadOnce(browser.context, `http://static.localhost:${staticServer.port}/${page.name}`, { expectHydration: false }));
      }
      lcpElements.push(`${page.name}: live ${live[live.length - 1].lcpElement} | static ${copy[copy.length - 1].lcpElement}`);
      const lcpLive = median(live.map((r) => r.lcp));
      const lcpStatic = median(copy.map((r) => r.lcp));
      const last = live[live.length - 1].bytes;
      rows.push([
        page.name,
        kib(last.document),
        kib(last.js),
        kib(last.css),
        kib(last.other),
        String(last.requests),
        ms(lcpLive),
        ms(lcpStatic),
        lcpStatic ? `${(lcpLive / lcpStatic).toFixed(2)}x` : "-",
        ms(median(live.map((r) => r.interactive))),
      ]);
    }
    const header = ["page", "HTML KiB", "JS KiB", "CSS KiB", "other KiB", "requests", "LCP ms", "static LCP ms", "LCP ratio", "interactive ms"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
    console.log(
      `\nBrand ${BRAND}, ${RUNS} alternated runs (medians), 412x823 phone, CPU ${PROFILE.cpuSlowdown}x slower, ` +
        `${PROFILE.latencyMs} ms RTT, 1.6 Mbps down; bytes are on the wire (compressed, headers included) from the browser's network log`,
    );
    console.log(line(header));
    console.log(line(widths.map((w) => "-".repeat(w))));
    for (const row of rows) console.log(line(row));
    console.log("\nLargest element (last run):");
    for (const entry of lcpElements) console.log(`  ${entry}`);
    const loadAfter = loadavg();
    console.log(
      `\nLoad average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(", ")}; after: ${loadAfter.map((l) => l.toFixed(2)).join(", ")} (${cpus().length} cores)`,
    );
  } finally {
    await browser?.close();
    staticServer?.server.close();
    portal.child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
