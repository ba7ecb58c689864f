export * from "./order-button.ts";
export * from "./order-id-label.ts";
export * from "./return-entry.ts";
export * from "./product-image.ts";
export * from "./product-image-src.ts";
