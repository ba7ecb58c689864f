export * from "./security-check.ts";
export * from "./contact-update.ts";
export * from "./login-guard.ts";
export * from "./screen-guards.ts";
export * from "./login-redirect.ts";
export * from "./return-login-cookies.ts";
export * from "./return-login-form.ts";
