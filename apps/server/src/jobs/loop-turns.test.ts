import { describe, expect, it } from "vitest";
import { TURN_BUDGET_MS, takeTurn } from "./loop-turns.ts";

/** Synchronous work of `ms` milliseconds, as rendering or a node:sqlite query is. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning on purpose: CPU-bound work
  }
};

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("takeTurn", () => {
  it("lets a timer run between CPU-bound steps that ask at once at the start of a turn, and keeps their order", async () => {
    // A turn just handed out: its budget is unspent when all forty ask, so it must be checked as
    // each starts, not when each asks.
    await takeTurn();
    busy(TURN_BUDGET_MS + 1);
    await takeTurn();
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

  it("goes on in the same turn of the loop while the stretch is within the budget", async () => {
    await nextLoopTurn();
    let loopTurned = false;
    setImmediate(() => (loopTurned = true));
    await takeTurn();
    await takeTurn();
    expect(loopTurned).toBe(false);
  });

  it("waits for a later turn once the stretch is past the budget", async () => {
    await nextLoopTurn();
    await takeTurn();
    busy(TURN_BUDGET_MS + 2);
    let loopTurned = false;
    setImmediate(() => (loopTurned = true));
    await takeTurn();
    expect(loopTurned).toBe(true);
  });
});
