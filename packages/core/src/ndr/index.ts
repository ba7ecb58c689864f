export * from "./ndr-reasons.ts";
export * from "./delivery-issue-form.ts";
