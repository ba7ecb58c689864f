import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "core", environment: "node" });
