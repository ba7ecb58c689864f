export * from "./rating-scale.ts";
export * from "./rating-window.ts";
export * from "./feedback-questions.ts";
export * from "./scale-score.ts";
