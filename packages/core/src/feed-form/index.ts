export * from "./feed-form-kind.ts";
export * from "./feed-action.ts";
export * from "./failure-reason.ts";
export * from "./validate-feed-form.ts";
export * from "./feed-body.ts";
