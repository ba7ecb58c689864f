import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-bloom", environment: "happy-dom" });
