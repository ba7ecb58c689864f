export * from "./instant.ts";
export * from "./calendar-date.ts";
