import {
  ratingPromptOf,
  ratingWordOf,
  scoreOfStars,
  starCountOf,
  starsOfScore,
  STAR_WORD,
  STARS,
  ZERO_TO_TEN,
  type RatingPrompt,
  type RatingScale,
  type RatingWord,
} from "./rating-scale.ts";

/**
 * A rating as the shopper picks it (and as the API carries it) is a value on the brand's
 * scale, 1-5 stars or 0-10; what is stored, and what the prompts, words and thanks read, is
 * the 0-10 score. The widget and the server turn one into the other here, both ways.
 */
export const SCALE_VALUES = {
  stars: STARS,
  "zero-to-ten": ZERO_TO_TEN,
} as const satisfies Record<RatingScale, readonly number[]>;

/** The largest value of a scale: "4 out of 5", "8 out of 10". */
export const SCALE_MAX = { stars: 5, "zero-to-ten": 10 } as const satisfies Record<RatingScale, number>;

export function isScaleValue(scale: RatingScale, value: number): boolean {
  return (SCALE_VALUES[scale] as readonly number[]).includes(value);
}

/** The 0-10 score of a value on the brand's scale (a star is 2 points). */
export function scoreOfScaleValue(scale: RatingScale, value: number): number {
  return scale === "stars" ? scoreOfStars(starCountOf(value)) : value;
}

/** A stored 0-10 score on the brand's scale: stars rounded half up, at least one. */
export function scaleValueOfScore(scale: RatingScale, score: number): number {
  return scale === "stars" ? starsOfScore(score) : score;
}

/** The word a value shows (a star's own word; 0-10 by score). */
export function ratingWordOfScaleValue(scale: RatingScale, value: number): RatingWord {
  return scale === "stars" ? STAR_WORD[starCountOf(value)] : ratingWordOf(value);
}

/** Which prompt the comment box shows for a value, none before one is picked. */
export function ratingPromptOfScaleValue(scale: RatingScale, value: number | null): RatingPrompt | undefined {
  return value === null ? undefined : ratingPromptOf(scoreOfScaleValue(scale, value));
}
