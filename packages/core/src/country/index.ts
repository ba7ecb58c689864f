export * from "./country-rules.ts";
export * from "./uae.ts";
