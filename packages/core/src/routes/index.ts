export * from "./route-table.ts";
export * from "./url-recognition.ts";
export * from "./screen-chrome.ts";
