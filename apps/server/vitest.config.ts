import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "server", environment: "node" });
