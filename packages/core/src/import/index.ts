export * from "./import-document.ts";
