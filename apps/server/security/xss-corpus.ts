import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The corpus files (fixtures/SOURCES.md names their source and licence). */
const CORPUS_FILES = ["intruders-xss.txt", "xss-payloads-quick.txt"];

/** Every distinct payload of the corpus, in file order. */
export function xssPayloads(): string[] {
  const lines = CORPUS_FILES.flatMap((file) => readFileSync(join(import.meta.dirname, "fixtures", file), "utf8").split("\n"));
  return [...new Set(lines.filter((line) => line.trim() !== ""))];
}

/** Consecutive groups of `size`: one group of payloads per page load. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** Runs `work` over `items`, at most `size` at a time; rejects with the first failure. */
export async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
}
