import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "i18n", environment: "node" });
