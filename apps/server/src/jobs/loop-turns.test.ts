import { describe, expect, it } from "vitest";
import { TURN_BUDGET_MS, takeTurn } from "./loop-turns.ts";

/** Synchronous work of `ms` milliseconds, as rendering or a node:sqlite query is. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning on purpose: CPU-bound work
  }
};

describe("takeTurn", () => {
  it("lets a timer run between CPU-bound steps that would otherwise hold the loop, and keeps their order", async () => {
    const order: number[] = [];
    let timerRanAfter: number | undefined;
    setTimeout(() => (timerRanAfter = order.length), 0);
    // Forty steps of a third of the budget each: without turns, all of them run before any timer.
    const steps = Array.from({ length: 40 }, async (_, index) => {
      await takeTurn();
      busy(TURN_BUDGET_MS / 3);
      order.push(index);
    });
    await Promise.all(steps);
    expect(order).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(timerRanAfter).toBeDefined();
    expect(timerRanAfter).toBeLessThan(40);
  });

  it("goes on at once while the stretch is within the budget", async () => {
    await takeTurn(); // a fresh stretch
    let resolved = false;
    const turn = takeTurn().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(true);
    await turn;
  });
});
