export * from "./locales.ts";
