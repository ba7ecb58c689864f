export * from "./country-rules.ts";
export * from "./uae.ts";
export * from "./contact-fields.ts";
export * from "./country-time-zone.ts";
