export * from "./pickup-reasons.ts";
