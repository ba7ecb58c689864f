export * from "./edd-messages.ts";
export * from "./delivery-date-options.ts";
export * from "./delivery-line.ts";
