export * from "./moments.ts";
export * from "./quiet-hours.ts";
export * from "./delay-due.ts";
