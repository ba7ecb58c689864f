export * from "./webhook-providers.ts";
export * from "./webhook-scan.ts";
export * from "./webhook-payloads.ts";
export * from "./clickpost-webhook.ts";
export * from "./shiprocket-webhook.ts";
export * from "./aftership-webhook.ts";
export * from "./easypost-webhook.ts";
