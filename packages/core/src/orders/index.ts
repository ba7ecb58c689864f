export * from "./order-button.ts";
export * from "./return-entry.ts";
