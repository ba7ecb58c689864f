export * from "./forward-stage.ts";
export * from "./status-labels.ts";
export * from "./status-tone.ts";
export * from "./reverse-stage.ts";
export * from "./reverse-stage-display.ts";
export * from "./status-event.ts";
export * from "./delivered-at.ts";
