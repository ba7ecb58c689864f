export * from "./theme-schema.ts";
export * from "./theme-css-variables.ts";
export * from "./theme-contrast.ts";
export * from "./brand-time-zone.ts";
export * from "./measurement-id.ts";
export * from "./web-links.ts";
export * from "./theme-link-problems.ts";
export * from "./banner-text-problems.ts";
