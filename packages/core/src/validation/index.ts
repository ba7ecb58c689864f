export * from "./validation-messages.ts";
export * from "./field-rules.ts";
export * from "./field-schemas.ts";
export * from "./image-file.ts";
export * from "./form-errors.ts";
export * from "./comment-locale.ts";
export * from "./bank-account-checks.ts";
