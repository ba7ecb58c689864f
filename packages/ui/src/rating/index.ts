export { RATING_PHASES, createRatingStore, type RatingInit, type RatingPhase, type RatingState, type RatingStore } from "./rating-store.ts";
export { RatingProvider, useRatingStore, useRatingStoreApi } from "./rating-context.tsx";
export * from "./use-rating.ts";
export {
  FeedbackQuestionsFields,
  RatedSummary,
  RatingCommentField,
  RatingForm,
  RatingScaleField,
  RatingWidget,
  type PostWithoutScript,
} from "./rating-widget.tsx";
