import type { Logger } from "../log/logger.ts";

export interface PollLoopOptions {
  /** Named in the log line of a failed poll: "<name> worker poll failed". */
  name: string;
  log: Logger;
  /** One poll: does the work due now; resolves to how many jobs it finished. */
  runOnce: () => Promise<number>;
  /** The wait between polls that found less than a full batch. */
  pollIntervalMs: number;
  /** When set, a poll that finished this many polls again at once: a backlog drains without waiting. */
  batchSize?: number;
}

export interface PollLoop {
  /** Polls until stopped; a second call while running does nothing. */
  start(): void;
  /** Stops polling and waits for the poll in hand (the server's SIGTERM path, main.ts). */
  stop(): Promise<void>;
}

/**
 * The timer half of every job worker: one poll at a time, never overlapping, a failed poll
 * logged and followed by the next. The timer is unref'd so a worker alone never keeps a
 * process alive (tests, the CLI); the server's socket does.
 */
export function pollLoop(options: PollLoopOptions): PollLoop {
  const { log, runOnce, pollIntervalMs, batchSize } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      const poll = runOnce().catch((error: unknown) => {
        log.error(`${options.name} worker poll failed`, { error: error instanceof Error ? error.message : String(error) });
        return 0;
      });
      running = poll;
      void poll.then((count) => {
        running = undefined;
        schedule(batchSize !== undefined && count >= batchSize ? 0 : pollIntervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(pollIntervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
