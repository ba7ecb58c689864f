import { describe, expect, test, vi } from "vitest";
import { ChunkLoadError, withLoadTimeout } from "./lazy-with-timeout.ts";

describe("chunk loading", () => {
  test("a chunk that loads resolves", async () => {
    await expect(withLoadTimeout(async () => "ok", 50)()).resolves.toBe("ok");
  });
  test("a chunk that fails becomes a load failure", async () => {
    await expect(withLoadTimeout(() => Promise.reject(new Error("net::ERR_FAILED")), 50)()).rejects.toBeInstanceOf(ChunkLoadError);
  });
  test("a chunk that stalls fails after the time-out", async () => {
    vi.useFakeTimers();
    const pending = withLoadTimeout(() => new Promise<never>(() => {}), 120_000)();
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toThrow(/timed out after 120000 ms/);
    vi.useRealTimers();
  });
});
