import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({
  name: "server",
  environment: "node",
  // One PostgreSQL cluster for the run, with a migrated template each test database copies, and
  // one migrated SQLite file each migrated SQLite test database copies.
  globalSetup: ["../../packages/db/src/testing/postgres-global-setup.ts", "../../packages/db/src/testing/sqlite-template-global-setup.ts"],
  // Cheap scrypt for the admin fixtures and login tests (isCheapScryptTestRun in src/env.ts;
  // production's parameters are tested in src/auth/password-hash.test.ts and admin-console.e2e).
  env: { PORTAL_TEST_CHEAP_SCRYPT: "1" },
});
