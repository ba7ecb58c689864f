import {
  ratingPromptOf,
  ratingWordOf,
  scoreOfStars,
  starCountOf,
  STAR_WORD,
  STARS,
  ZERO_TO_TEN,
  type RatingPrompt,
  type RatingScale,
  type RatingWord,
} from "@portal/core/rating";

/**
 * A rating as the shopper picks it is a value on the brand's scale (1-5 stars or 0-10);
 * core's rules (prompts, words, thanks) read the 0-10 score. These keep the two apart.
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

/** The 0-10 score of a value on the brand's scale. */
export function scoreOf(scale: RatingScale, value: number): number {
  return scale === "stars" ? scoreOfStars(starCountOf(value)) : value;
}

/** The word a value shows (a star's own word; 0-10 by score). */
export function wordOf(scale: RatingScale, value: number): RatingWord {
  return scale === "stars" ? STAR_WORD[starCountOf(value)] : ratingWordOf(value);
}

/** Which prompt the comment box shows; `data-score-band` carries it for brand styling. */
export function bandOf(scale: RatingScale, value: number | null): RatingPrompt | undefined {
  return value === null ? undefined : ratingPromptOf(scoreOf(scale, value));
}
