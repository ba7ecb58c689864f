export * from "./error-messages.ts";
export * from "./toast-messages.ts";
export * from "./tracking-outcome.ts";
