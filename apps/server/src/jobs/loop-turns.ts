/**
 * Turn-taking for CPU-bound job steps, so a burst never stalls the event loop that also serves
 * pages. node:sqlite answers synchronously, so a batch of messages (queries, rendering, MIME
 * building) otherwise runs to its end in microtasks without letting one timer or request in:
 * a 100-message batch held the loop for a quarter of a second.
 *
 * A step calls `takeTurn()` before its work. While the current stretch of work is shorter than
 * the budget it goes on at once; past it, it queues, and the queue is let go one step per turn
 * of the event loop (setImmediate), so timers, I/O and requests run between steps. Steps that
 * wait on the network hold no turn, so sends still overlap.
 */
export const TURN_BUDGET_MS = 10;

let stretchStart = performance.now();
const waiting: Array<() => void> = [];
let pumping = false;

function pump(): void {
  stretchStart = performance.now();
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

/** Resolves at once within the budget, else on a later turn of the event loop (in call order). */
export function takeTurn(): Promise<void> {
  if (!pumping && performance.now() - stretchStart < TURN_BUDGET_MS) return Promise.resolve();
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  });
}
