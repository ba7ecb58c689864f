import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-marigold", environment: "happy-dom" });
