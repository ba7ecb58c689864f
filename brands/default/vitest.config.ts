import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-default", environment: "happy-dom" });
