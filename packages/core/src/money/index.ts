export * from "./currency.ts";
