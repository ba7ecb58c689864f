export * from "./currency.ts";
export * from "./format-money.ts";
