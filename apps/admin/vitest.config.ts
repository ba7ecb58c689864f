import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "admin", environment: "happy-dom" });
