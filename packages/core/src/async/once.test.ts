import { describe, expect, test, vi } from "vitest";
import { once } from "./once.ts";

describe("once", () => {
  test("starts the load on the first call only; every caller gets its result", async () => {
    const load = vi.fn(async () => ({ rows: 3 }));
    const get = once(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledOnce();
  });

  test("a failed load is forgotten: the callers see the error, the next call loads again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("loaded");
    const get = once(load);
    await expect(get()).rejects.toThrow("offline");
    expect(await get()).toBe("loaded");
    expect(await get()).toBe("loaded");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
