export * from "./feed-form-kind.ts";
export * from "./feed-action.ts";
export * from "./failure-reason.ts";
export * from "./validate-feed-form.ts";
export * from "./feed-body.ts";
export * from "./feed-direction.ts";
export * from "./failure-offer.ts";
