export * from "./edd-messages.ts";
export * from "./delivery-date-options.ts";
export * from "./delivery-line.ts";
export * from "./preferred-date-options.ts";
export * from "./ndr-next-step.ts";
export * from "./pickup-window.ts";
