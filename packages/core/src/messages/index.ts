export * from "./admin-login-messages.ts";
export * from "./error-messages.ts";
export * from "./rating-refusals.ts";
export * from "./return-flow/return-flow-messages.ts";
export * from "./toast-messages.ts";
export * from "./tracking-outcome.ts";
// The API's own messages: their own catalog (lingui.config.js), which only the server loads.
export * from "./api/admin-messages.ts";
export * from "./api/composed-messages.ts";
export * from "./api/host-messages.ts";
export * from "./api/input-messages.ts";
export * from "./api/return-request-messages.ts";
export * from "./api/returns-messages.ts";
export * from "./api/service-messages.ts";
export * from "./api/storage-messages.ts";
export * from "./api/tracking-messages.ts";
export * from "./api/write-refusal-messages.ts";
export * from "./api/rate-limit-page-messages.ts";
