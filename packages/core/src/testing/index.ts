// Core's shared test helpers, for its own tests only (not in the package's exports): no
// production module imports them.
export * from "./table-tests.ts";
