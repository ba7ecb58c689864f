import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "portal", environment: "happy-dom" });
