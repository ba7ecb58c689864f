// The package's shared test fixtures, one module (`@portal/ui/testing`) for its own tests and
// stories, the portal's tests and Storybook: track-order entries, scans and concerns as the
// client reads them, label states, return-status answers, the tracking screen's parts filled
// from samples. The brand chrome contract calls vitest, so it is its own entry
// (`@portal/ui/testing/brand-chrome`) that stories never load. Never imported by production code.
export * from "./feed-fixtures.ts";
export * from "./failure-fixtures.ts";
export * from "./history-scans.ts";
export * from "./label-states.ts";
export * from "./render-with-i18n.tsx";
export * from "./sample-tracking-parts.tsx";
export * from "./status-answers.ts";
export * from "./tracking-entry.ts";
export * from "./tracking-fixtures.ts";
