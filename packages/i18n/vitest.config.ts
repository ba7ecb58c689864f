import { portalTestProject } from "@portal/tooling/vitest";

// Pure functions, no global state: one module graph per worker (sharedModules in the preset).
export default portalTestProject({ name: "i18n", environment: "node", sharedModules: true });
