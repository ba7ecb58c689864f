/**
 * glibc malloc settings the server is started with (`pnpm serve`, `pnpm start`, the benchmark;
 * docs/deploy.md). glibc reads them once, when the process starts, so they cannot be set from
 * inside. By default each thread that allocates (libuv's pool, V8's compiler and GC helpers)
 * may get its own arena. Two arenas cut the peak RSS under load by about a quarter at the same
 * CPU per request (`pnpm bench:server` prints peak RSS and CPU per request).
 *
 * Not set, on measurement: `MALLOC_TRIM_THRESHOLD_` (a lower peak, but much more CPU per first
 * view: a fixed threshold also fixes the mmap threshold, so brotli's working buffers were
 * mapped, faulted in and unmapped on every page).
 */
export const ALLOCATOR_ENV = {
  /** Two arenas: the main thread's and one shared by the helper threads. */
  MALLOC_ARENA_MAX: "2",
} as const satisfies Record<string, string>;
