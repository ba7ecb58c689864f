export * from "./security-check.ts";
export * from "./masking.ts";
export * from "./contact-update.ts";
export * from "./login-guard.ts";
