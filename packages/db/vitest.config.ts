import { portalTestProject } from "@portal/tooling/vitest";

// Every data test runs on SQLite and, when its binaries are installed, PostgreSQL
// (src/testing/test-databases.ts).
export default portalTestProject({ name: "db", environment: "node" });
