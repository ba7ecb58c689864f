export * from "./refund-mode.ts";
export * from "./order-identifier.ts";
export * from "./returnable-quantity.ts";
export * from "./image-requirement.ts";
export * from "./refund-rules.ts";
export * from "./return-flow-state.ts";
export * from "./return-flow-reducer.ts";
export * from "./return-flow-selectors.ts";
