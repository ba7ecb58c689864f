/**
 * glibc malloc settings the server is started with (`pnpm serve`, `pnpm start`, the benchmark;
 * docs/deploy.md). glibc reads them once, when the process starts, so they cannot be set from
 * inside. By default each thread that allocates (libuv's pool, V8's compiler and GC helpers)
 * may get its own 64 MB arena, and freed memory above 128 KiB stays mapped until the top of a
 * heap is free. Measured on the demo: RSS after 8 s of load 287 MB with the defaults against
 * 148 MB with these; the peak under `pnpm bench:server` ~290 MB against 220-240 MB, at the same
 * CPU per request. (A smaller V8 young generation would save ~40 MB more but cost the tracking
 * page a quarter of its throughput: its requests' garbage outlives small scavenges.)
 */
export const ALLOCATOR_ENV = {
  /** Two arenas: the main thread's and one shared by the helper threads. */
  MALLOC_ARENA_MAX: "2",
  /** Give freed memory back to the system once 128 KiB is free at a heap's top (default: grows with use, up to 32 MB). */
  MALLOC_TRIM_THRESHOLD_: "131072",
} as const satisfies Record<string, string>;
