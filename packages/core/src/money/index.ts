export * from "./currency.ts";
export * from "./format-price.ts";
