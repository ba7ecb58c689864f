export * from "./instant.ts";
export * from "./calendar-date.ts";
export * from "./zoned-time.ts";
