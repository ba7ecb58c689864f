// Reads a V8 .cpuprofile (from `node --cpu-prof`, e.g. `pnpm bench:server -- --cpu-prof DIR`)
// and prints the functions with the most self time, and the packages they live in.
//
//   node tooling/bench/profile-top.mjs FILE.cpuprofile [--top 40] [--last SECONDS]
//
// --last counts only the samples of the profile's last SECONDS (the load, not the start-up).
import { readFileSync } from "node:fs";

const [file] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!file) {
  process.stderr.write("usage: node tooling/bench/profile-top.mjs FILE.cpuprofile [--top 40] [--last SECONDS]\n");
  process.exit(2);
}
const topAt = process.argv.indexOf("--top");
const top = topAt === -1 ? 40 : Number(process.argv[topAt + 1]) || 40;
const lastAt = process.argv.indexOf("--last");
const lastUs = lastAt === -1 ? Infinity : Number(process.argv[lastAt + 1]) * 1e6;

const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
// Each sample lands in one node; its time delta is the time spent there (self time).
const selfUs = new Map();
const from = profile.endTime - lastUs;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const where = (url) => {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return "node";
  if (!url) return "(native)";
  return url.replace(/^.*\/(apps|packages)\//, "$1/");
};
const byFunction = new Map();
const byPackage = new Map();
for (const [id, us] of selfUs) {
  const { callFrame: f } = nodes.get(id);
  const key = `${f.functionName || "(anonymous)"}  ${where(f.url)}:${f.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byPackage.set(where(f.url), (byPackage.get(where(f.url)) ?? 0) + us);
}
const print = (title, map, n) => {
  process.stdout.write(`\n${title}\n`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    process.stdout.write(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}\n`);
  }
};
process.stdout.write(`${file}: ${(total / 1000).toFixed(0)} ms sampled\n`);
print("self time by package or file", byPackage, 15);
print("self time by function", byFunction, top);
