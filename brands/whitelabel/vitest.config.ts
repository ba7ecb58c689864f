import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-whitelabel", environment: "happy-dom" });
