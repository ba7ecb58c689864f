/**
 * glibc malloc settings the server is started with (`pnpm serve`, `pnpm start`, the benchmark;
 * docs/deploy.md). glibc reads them once, when the process starts, so they cannot be set from
 * inside. By default each thread that allocates (libuv's pool, V8's compiler and GC helpers)
 * may get its own 64 MB arena. Measured on the demo, 50 connections of first views of the
 * tracking page: peak RSS 305-320 MB with the defaults against 232-262 MB with two arenas, at
 * the same CPU per request (2.2-2.7 ms).
 *
 * Not set, on measurement: `MALLOC_TRIM_THRESHOLD_` (131072 took the peak to 173-219 MB but
 * cost first views 35-75 % more CPU: a fixed threshold also fixes the mmap threshold, so
 * brotli's working buffers were mapped, faulted in and unmapped on every page), and a smaller
 * V8 young generation (~40 MB less for 3-10 % more CPU: a page's garbage outlives small
 * scavenges).
 */
export const ALLOCATOR_ENV = {
  /** Two arenas: the main thread's and one shared by the helper threads. */
  MALLOC_ARENA_MAX: "2",
} as const satisfies Record<string, string>;
