export * from "./locales.ts";
export * from "./text-language.ts";
export * from "./accept-language.ts";
export * from "./brand-text.ts";
export * from "./brand-text-schema.ts";
export * from "./stored-brand-text.ts";
