export * from "./edd-messages.ts";
export * from "./delivery-date-options.ts";
