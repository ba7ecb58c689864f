import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-kestrel", environment: "happy-dom" });
