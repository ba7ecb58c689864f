import { portalTestProject } from "@portal/tooling/vitest";

// Every rendering file unmounts after each test (cleanup) and none stubs a global, mocks a module
// or fakes the clock: one happy-dom and module graph per worker (sharedModules in the preset).
export default portalTestProject({ name: "admin", environment: "happy-dom", sharedModules: true });
