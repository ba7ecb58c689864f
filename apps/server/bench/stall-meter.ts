import { monitorEventLoopDelay } from "node:perf_hooks";

/** A phase's event-loop stalls, in milliseconds. */
export interface Stalls {
  /** The longest delay of the loop (perf_hooks monitorEventLoopDelay), whatever its cause. */
  maxMs: number;
  p99Ms: number;
  /**
   * The longest delay this process spent on the CPU: on a shared machine a delay is also the
   * time the system gave the CPU to other processes, which no code here can shorten. Each tick
   * of a 10 ms timer counts the smaller of its lateness and the CPU time the process used since
   * the previous tick (process.cpuUsage; GC helper threads count too, so it errs high).
   */
  onCpuMaxMs: number;
}

const TICK_MS = 10;

/** Measures the stalls from now until `stop()`. */
export function startStallMeter(): { stop(): Stalls } {
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let onCpuMaxMs = 0;
  const timer = setInterval(() => {
    const at = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const lateMs = at - last - TICK_MS;
    onCpuMaxMs = Math.max(onCpuMaxMs, Math.min(lateMs, (cpu.user + cpu.system) / 1000));
    last = at;
    lastCpu = process.cpuUsage();
  }, TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      histogram.disable();
      return { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, onCpuMaxMs };
    },
  };
}
