import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "ui", environment: "happy-dom" });
