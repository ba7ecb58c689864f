import { exitUnlessSupportedNode } from "@portal/tooling/supported-node";

// dist/main.js: the Node check runs before the server's modules load (they use node:sqlite,
// which an older Node cannot even link).
exitUnlessSupportedNode();
await import("./main.ts");
