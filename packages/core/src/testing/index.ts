// Fixtures of core's contract for the tests and stories of every package (never imported by
// production code).
export * from "./tracking-entry.ts";
export * from "./failure-fixtures.ts";
