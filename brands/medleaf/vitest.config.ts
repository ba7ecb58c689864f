import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-medleaf", environment: "happy-dom" });
