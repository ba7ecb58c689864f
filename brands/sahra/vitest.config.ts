import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-sahra", environment: "happy-dom" });
