export * from "./records.ts";
export * from "./brands.ts";
export * from "./themes.ts";
export * from "./shipments.ts";
