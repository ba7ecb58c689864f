import { portalTestProject } from "@portal/tooling/vitest";

// Every data test runs on SQLite and, when its binaries are installed, PostgreSQL
// (src/testing/test-databases.ts): one cluster for the run, with a migrated template each test
// database copies (src/testing/postgres-global-setup.ts); SQLite's migrated databases are copies
// of one migrated file (src/testing/sqlite-template-global-setup.ts).
export default portalTestProject({
  name: "db",
  environment: "node",
  globalSetup: ["./src/testing/postgres-global-setup.ts", "./src/testing/sqlite-template-global-setup.ts"],
});
