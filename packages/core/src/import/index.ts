export * from "./import-document.ts";
export * from "./import-records.ts";
export * from "./shipment-times.ts";
export * from "./storable-values.ts";
export * from "./present-text.ts";
export { MAX_IDENTIFIER_LENGTH, MAX_TEXT_LENGTH, MAX_RECORD_DEPTH } from "./record-limits.ts";
