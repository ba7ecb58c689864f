import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import { afterAll, expect, test } from "vitest";
import { limitHeapGrowth } from "./heap-growth.ts";
import { SERVER_NODE_FLAGS } from "./young-generation.ts";

/**
 * The server's pattern, in a worker (its own V8 heap, the process's flags): a live set that
 * stays, and short-lived objects that outlive two scavenges (a request waiting its turn) and
 * so die in the old space. Answers the largest old space seen, in MB.
 */
const CHURN = `
const { getHeapSpaceStatistics } = require("node:v8");
const { parentPort } = require("node:worker_threads");
const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === "old_space").space_size;
const live = Array.from({ length: 100_000 }, (_, i) => ({ i, text: "live " + i }));
const waiting = new Array(100_000);
let peak = 0;
for (let i = 0; i < 2_000_000; i++) {
  waiting[i % waiting.length] = { i, text: "request " + i, parts: [i, i + 1, i + 2] };
  if (i % 10_000 === 0) peak = Math.max(peak, oldSpace());
}
parentPort.postMessage({ peakMb: peak / 1048576, live: live.length });
`;

function peakOldSpaceMb(): Promise<number> {
  return new Promise((resolve, reject) => {
    // The young generation the server starts with (young-generation.ts: 16 MB semi-spaces, so
    // 3 x 16 MB in all), so as much survives into the old space as in the server.
    const semiSpaceMb = Number(/--max-semi-space-size=(\d+)/.exec(SERVER_NODE_FLAGS.join(" "))?.[1]);
    const worker = new Worker(CHURN, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 3 * semiSpaceMb } });
    worker.once("message", (message: { peakMb: number }) => resolve(message.peakMb));
    worker.once("error", reject);
  });
}

afterAll(() => setFlagsFromString("--heap-growing-percent=0"));

test("the old space is kept near what is live instead of growing up to 4x with promoted garbage", async () => {
  setFlagsFromString("--heap-growing-percent=0");
  const byDefault = await peakOldSpaceMb();
  limitHeapGrowth();
  const limited = await peakOldSpaceMb();
  // Measured: ~142 MB by default, 65-85 MB limited.
  expect(limited, `old space peak ${limited.toFixed(0)} MB limited, ${byDefault.toFixed(0)} MB by default`).toBeLessThan(byDefault * 0.75);
}, 60_000);
