import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-lua", environment: "happy-dom" });
