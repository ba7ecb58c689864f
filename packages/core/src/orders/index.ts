export * from "./order-button.ts";
