export * from "./route-table.ts";
export * from "./url-recognition.ts";
