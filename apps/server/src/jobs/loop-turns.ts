/**
 * Turn-taking for CPU-bound job steps, so a burst never stalls the event loop that also serves
 * pages. node:sqlite answers synchronously, so a batch of messages (queries, rendering, MIME
 * building) otherwise runs to its end in microtasks without letting one timer or request in:
 * a 100-message batch held the loop for a quarter of a second.
 *
 * A step calls `takeTurn()` right before its work. Turns are handed out in call order, each only
 * once the step before it has been let go and has run up to its next wait, and the budget is
 * checked then, not at the call: forty steps that ask at once cannot all be waved through by a
 * stretch that has not spent anything yet. While the stretch of work since the loop last turned
 * is within the budget a step goes on in the same turn; past it, the next step waits for a later
 * turn of the event loop (setImmediate), so timers, I/O and requests run between steps. Steps
 * that wait on the network hold no turn, so sends still overlap.
 */
export const TURN_BUDGET_MS = 10;

let stretchStart = performance.now();
/** True until the loop next reaches its check phase: the stretch measured since `stretchStart`. */
let inStretch = false;

function endStretch(): void {
  inStretch = false;
}

/** A stretch starts now unless one is under way; it ends when the loop next turns. */
function stretchFrom(now: number, fresh: boolean): void {
  if (fresh || !inStretch) stretchStart = now;
  if (inStretch) return;
  inStretch = true;
  setImmediate(endStretch);
}

function laterTurn(): Promise<void> {
  return new Promise<void>((resolve) =>
    setImmediate(() => {
      stretchFrom(performance.now(), true);
      resolve();
    }),
  );
}

/** The last turn handed out: the next is decided only after it (and its step's code) ran. */
let tail: Promise<void> = Promise.resolve();

function decide(): Promise<void> | undefined {
  const now = performance.now();
  stretchFrom(now, false);
  return now - stretchStart < TURN_BUDGET_MS ? undefined : laterTurn();
}

/** Resolves in this turn while the stretch is within the budget, else on a later turn (in call order). */
export function takeTurn(): Promise<void> {
  const turn = tail.then(decide);
  tail = turn;
  return turn;
}
