export * from "./brand-manifest.ts";
export * from "./brand-menu.ts";
export * from "./theme-with-defaults.ts";
export * from "./order-id.ts";
export * from "./header-visibility.ts";
export * from "./hidden-dates.ts";
export * from "./survey-link.ts";
export * from "./brand-fonts.ts";
