export * from "./order-button.ts";
export * from "./order-id-label.ts";
