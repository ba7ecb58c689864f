import { exitUnlessSupportedNode } from "@portal/tooling/supported-node";

// dist/cli.js: the Node check runs before the CLI's modules load (see start-main.ts).
exitUnlessSupportedNode();
await import("./cli.ts");
