export * from "./country-rules.ts";
export * from "./emirates.ts";
export * from "./contact-fields.ts";
export * from "./country-time-zone.ts";
