// ui's test fixtures: track-order entries, scans and concerns as the client reads them, for
// the tests and stories of ui and the portal (`@portal/ui/testing`; never production code).
export * from "./tracking-entry.ts";
export * from "./failure-fixtures.ts";
