export * from "./composed-messages.ts";
export * from "./error-messages.ts";
export * from "./input-messages.ts";
export * from "./returns-messages.ts";
export * from "./storage-messages.ts";
export * from "./toast-messages.ts";
export * from "./tracking-messages.ts";
export * from "./tracking-outcome.ts";
