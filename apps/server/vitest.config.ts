import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({
  name: "server",
  environment: "node",
  // One PostgreSQL cluster for the run, with a migrated template each test database copies.
  globalSetup: ["./src/testing/postgres-global-setup.ts"],
});
