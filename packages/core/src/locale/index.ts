export * from "./locales.ts";
export * from "./text-language.ts";
