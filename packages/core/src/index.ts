export * from "./routes/index.ts";
export * from "./locale/index.ts";
export * from "./theme/index.ts";
export * from "./status/index.ts";
