import { r as apiPath } from "./chunks/endpoints-DdWtYSlN.js";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { request } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { createInterface } from "node:readline";
// src/bench.ts
var autocannon = createRequire(import.meta.url)("autocannon");
var BARE_SERVER = `
const http = require("node:http");
const body = JSON.stringify({ meta: { success: true, status: 200, message: "" }, result: { ok: true } });
const server = http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => process.stdout.write(JSON.stringify({ port: server.address().port }) + "\\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;
function option(name, fallback) {
	const at = process.argv.indexOf(`--${name}`);
	const value = at === -1 ? void 0 : Number(process.argv[at + 1]);
	return value !== void 0 && Number.isFinite(value) && value > 0 ? value : fallback;
}
/** Starts a child and resolves with the first stdout/stderr line `pick` accepts. */
function startChild(args, env, pick) {
	const child = spawn(process.execPath, args, {
		env,
		stdio: [
			"ignore",
			"pipe",
			"pipe"
		]
	});
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(/* @__PURE__ */ new Error(`${args.join(" ")} did not start within 60 s`)), 6e4);
		const onLine = (line) => {
			const port = pick(line);
			if (port !== void 0) {
				clearTimeout(timer);
				resolve({
					child,
					port
				});
			}
		};
		for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on("line", onLine);
		child.once("exit", (code) => {
			clearTimeout(timer);
			reject(/* @__PURE__ */ new Error(`${args.join(" ")} exited with ${code} before listening`));
		});
	});
}
function stopChild(child) {
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		const force = setTimeout(() => child.kill("SIGKILL"), 5e3);
		child.once("exit", () => {
			clearTimeout(force);
			resolve();
		});
		child.kill("SIGTERM");
	});
}
function get(port, path, host) {
	return new Promise((resolve, reject) => {
		const req = request({
			host: "127.0.0.1",
			port,
			path,
			headers: { host }
		}, (res) => {
			const chunks = [];
			res.on("data", (c) => chunks.push(c));
			res.on("end", () => resolve({
				status: res.statusCode ?? 0,
				body: Buffer.concat(chunks),
				contentType: String(res.headers["content-type"] ?? "")
			}));
		});
		req.on("error", reject);
		req.end();
	});
}
/** A demo tracking link of the demo brand: its path, and the waybill/security_key it carries. */
async function demoTrackingLink(port) {
	const answer = await get(port, "/__demo.json", `localhost:${port}`);
	const link = JSON.parse(answer.body.toString("utf8")).map((l) => ({
		brand: l.brand,
		url: new URL(l.url)
	})).find((l) => l.brand === "demo" && l.url.searchParams.has("waybill"));
	if (!link) throw new Error("The demo index has no tracking link of the demo brand");
	return link.url;
}
async function measure(target, settings) {
	const probe = await get(target.port, target.path, target.host);
	const run = (duration) => autocannon({
		url: `http://127.0.0.1:${target.port}${target.path}`,
		headers: { host: target.host },
		connections: settings.connections,
		duration
	});
	if (settings.warmup > 0) await run(settings.warmup);
	const result = await run(settings.duration);
	return {
		target,
		probe: {
			status: probe.status,
			bytes: probe.body.length,
			contentType: probe.contentType.split(";")[0] ?? ""
		},
		result
	};
}
function report(measured, settings) {
	const bare = measured.find((m) => m.target.name.startsWith("bare"))?.result;
	const fmt = (n, digits = 0) => n.toFixed(digits);
	const times = (r) => `${r >= 10 ? fmt(r) : r >= 1 ? fmt(r, 1) : r.toPrecision(2)}x`;
	const ratio = (n, d) => d ? times(n / d) : "-";
	const latencyRatio = (n, d) => d === void 0 ? "-" : d > 0 ? ratio(n, d) : n === 0 ? times(1) : `>=${times(n)}`;
	const rows = measured.map(({ target, probe, result }) => [
		target.name,
		`${probe.status} ${probe.contentType} ${probe.bytes} B`,
		fmt(result.requests.average),
		fmt(result.latency.p50, 1),
		fmt(result.latency.p99, 1),
		String(result.non2xx + result.errors + result.timeouts),
		ratio(result.requests.average, bare?.requests.average),
		latencyRatio(result.latency.p50, bare?.latency.p50),
		latencyRatio(result.latency.p99, bare?.latency.p99)
	]);
	const header = [
		"target",
		"answer",
		"req/s",
		"p50 ms",
		"p99 ms",
		"non-2xx/err",
		"req/s vs bare",
		"p50 vs bare",
		"p99 vs bare"
	];
	const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
	const line = (cells) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
	return [
		`autocannon: ${settings.connections} connections, ${settings.duration} s per target, loopback; ${availableParallelism()} CPUs shared by load generator and servers, load average ${settings.loadBefore.toFixed(1)} before the run`,
		line(header),
		line(widths.map((w) => "-".repeat(w))),
		...rows.map(line)
	].join("\n");
}
async function main() {
	const settings = {
		duration: option("duration", 10),
		connections: option("connections", 10),
		warmup: option("warmup", 2),
		loadBefore: loadavg()[0] ?? 0
	};
	const mainJs = fileURLToPath(new URL("./main.js", import.meta.url));
	const work = mkdtempSync(join(tmpdir(), "portal-bench-"));
	const children = [];
	const cleanUp = async () => {
		await Promise.all(children.map(stopChild));
		rmSync(work, {
			recursive: true,
			force: true
		});
	};
	process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));
	try {
		const portal = await startChild([mainJs, "--demo"], {
			NODE_ENV: "production",
			PORT: "0",
			HOST: "127.0.0.1",
			PORTAL_MODE: "demo",
			PORTAL_BASE_DOMAIN: "localhost",
			RATE_LIMIT_PER_MINUTE: "0",
			SQLITE_FILE: join(work, "portal.sqlite"),
			UPLOAD_DIR: join(work, "uploads"),
			LOG_LEVEL: "info"
		}, (line) => {
			try {
				const entry = JSON.parse(line);
				return entry.message === "listening" ? entry.port : void 0;
			} catch {
				return;
			}
		});
		children.push(portal.child);
		const bare = await startChild(["-e", BARE_SERVER], {}, (line) => JSON.parse(line).port);
		children.push(bare.child);
		const link = await demoTrackingLink(portal.port);
		const host = `demo.localhost:${portal.port}`;
		const trackQuery = new URLSearchParams({ waybill: link.searchParams.get("waybill") ?? "" });
		const securityKey = link.searchParams.get("security_key");
		if (securityKey) trackQuery.set("security_key", securityKey);
		const targets = [
			{
				name: "track-order API",
				port: portal.port,
				path: `${apiPath("trackOrder")}?${trackQuery}`,
				host
			},
			{
				name: "tracking page HTML",
				port: portal.port,
				path: link.pathname + link.search,
				host
			},
			{
				name: "bare node:http",
				port: bare.port,
				path: "/",
				host: `localhost:${bare.port}`
			}
		];
		const measured = [];
		for (const target of targets) {
			process.stderr.write(`measuring ${target.name}: http://${target.host}${target.path}\n`);
			measured.push(await measure(target, settings));
		}
		process.stdout.write(`\n${report(measured, settings)}\n`);
		const unanswered = measured.filter((m) => m.probe.status !== 200);
		for (const m of unanswered) process.stdout.write(`note: ${m.target.name} answered ${m.probe.status}, so its figures measure that answer, not a ${m.target.name} result.\n`);
	} finally {
		await cleanUp();
	}
}
main().then(() => process.exit(0), (error) => {
	process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
});
export {};
