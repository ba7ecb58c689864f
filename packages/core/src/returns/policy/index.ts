export * from "./return-policy-schema.ts";
export * from "./policy-refusal.ts";
export * from "./return-window.ts";
export * from "./item-returnability.ts";
export * from "./offered-choices.ts";
export * from "./policy-adjustments.ts";
export * from "./auto-approve.ts";
