export * from "./theme-schema.ts";
export * from "./theme-css-variables.ts";
