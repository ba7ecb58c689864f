/**
 * Node flags the server and the CLI are started with (`pnpm serve`, `pnpm start`, `pnpm portal`, the benchmarks;
 * docs/deploy.md). V8 sizes its young generation when the process starts, so this cannot be
 * set from inside (v8.setFlagsFromString has no effect on it then).
 *
 * Node 24's V8 lets each semi-space grow to twice Node 20's size, and under load the server's
 * resident memory about doubled (`pnpm bench:server` prints RSS under load; docs/runtime.md).
 * 16 MB is Node 20's size, at which a page's garbage still dies young; smaller saved memory
 * for more CPU per request.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"] as const;
