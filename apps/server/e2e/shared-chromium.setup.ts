import { SHARED_CHROMIUM_ENV } from "@portal/tooling/browser";
import { inject } from "vitest";

// Before each browser test file: launchBrowser opens its contexts in the run's one Chromium
// (shared-chromium.global-setup.ts).
process.env[SHARED_CHROMIUM_ENV] = inject("sharedChromium");
