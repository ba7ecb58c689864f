import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-threadline", environment: "happy-dom" });
