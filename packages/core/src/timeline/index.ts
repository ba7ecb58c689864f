export * from "./timeline-step.ts";
export * from "./progress.ts";
export * from "./build-steps.ts";
export * from "./effective-forward-stage.ts";
export * from "./forward-timeline.ts";
export * from "./return-request-timeline.ts";
export * from "./reverse-pickup-timeline.ts";
export * from "./scan-history.ts";
