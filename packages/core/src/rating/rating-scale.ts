import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Theme } from "../theme/theme-schema.ts";

/** Ratings are 0-10 for some brands and 1-5 stars for the others (stored as 0-10). */
export type RatingScale = "zero-to-ten" | "stars";

/** The brand's scale from its theme: the product rules name 0-10 as the exception ("for some brands"), so stars is the default. */
export function ratingScaleOfTheme(theme: Pick<Theme, "config"> | undefined): RatingScale {
  return theme?.config?.rating_scale ?? "stars";
}

export const ZERO_TO_TEN = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const STARS = [1, 2, 3, 4, 5] as const;
export type StarCount = (typeof STARS)[number];

/** One star is worth 2 points, so 5 stars is 10 and prompts work the same on both scales. */
export function scoreOfStars(stars: StarCount): number {
  return stars * 2;
}

export function isStarCount(value: number): value is StarCount {
  return (STARS as readonly number[]).includes(value);
}

/**
 * Any value shown in stars: the nearest whole star, at least one and at most five (a value
 * that is not a number shows one).
 */
export function starCountOf(value: number): StarCount {
  return (Number.isNaN(value) ? 1 : Math.min(5, Math.max(1, Math.round(value)))) as StarCount;
}

/** A 0-10 score in stars, the way back from `scoreOfStars`: half the score, rounded half up (0 and 1 show one star). */
export function starsOfScore(score: number): StarCount {
  return starCountOf(score / 2);
}

/** Words for a score (product rules §4): 0-2 terrible, 3-4 bad, 5-6 ok, 7-8 good, 9-10 excellent. */
export const RATING_WORDS = ["terrible", "bad", "ok", "good", "excellent"] as const;
export type RatingWord = (typeof RATING_WORDS)[number];

export const RATING_WORD_LABEL = {
  terrible: msg`Terrible`,
  bad: msg`Bad`,
  ok: msg`Ok`,
  good: msg`Good`,
  excellent: msg`Excellent`,
} as const satisfies Record<RatingWord, MessageDescriptor>;

/** The lowest score of each word, highest first. */
const WORD_FLOORS: ReadonlyArray<readonly [number, RatingWord]> = [
  [9, "excellent"],
  [7, "good"],
  [5, "ok"],
  [3, "bad"],
  [0, "terrible"],
];

export function ratingWordOf(score: number): RatingWord {
  return WORD_FLOORS.find(([floor]) => score >= floor)?.[1] ?? "terrible";
}

/** Each star shows the word of its score (1 star = 2 points = terrible ... 5 stars = 10 = excellent). */
export const STAR_WORD = {
  1: "terrible",
  2: "bad",
  3: "ok",
  4: "good",
  5: "excellent",
} as const satisfies Record<StarCount, RatingWord>;

/** What the comment box asks, by score (product rules §4). */
export const RATING_PROMPTS = ["what-went-wrong", "how-to-improve", "compliment"] as const;
export type RatingPrompt = (typeof RATING_PROMPTS)[number];

export const RATING_PROMPT_LABEL = {
  "what-went-wrong": msg`Sorry about that. What went wrong?`,
  "how-to-improve": msg`Thanks! How could we do better?`,
  compliment: msg`Great! What did you like most?`,
} as const satisfies Record<RatingPrompt, MessageDescriptor>;

/** 0-5 asks what went wrong, 6-8 how to improve, 9-10 for a compliment. */
export function ratingPromptOf(score: number): RatingPrompt {
  if (score >= 9) return "compliment";
  if (score >= 6) return "how-to-improve";
  return "what-went-wrong";
}
