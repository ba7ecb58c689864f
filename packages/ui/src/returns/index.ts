// The return and exchange flows, headless: one store per flow instance (core's reducer,
// choices kept across reloads), a provider, and hooks returning prop bags.
export * from "./return-flow-store.ts";
export * from "./return-flow-context.tsx";
export * from "./use-return-steps.ts";
export * from "./use-product-choice.ts";
export { parseSavedFlow, restoreFlow, toSavedFlow, type SavedReturnFlow } from "./saved-flow.ts";
