export * from "./moments.ts";
export * from "./quiet-hours.ts";
