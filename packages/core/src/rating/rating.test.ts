import { describe, expect, test } from "vitest";
import {
  RATING_PROMPT_LABEL,
  RATING_WORD_LABEL,
  STAR_WORD,
  STARS,
  ZERO_TO_TEN,
  ratingPromptOf,
  ratingWordOf,
  isStarCount,
  scoreOfStars,
  starCountOf,
  starsOfScore,
  ratingScaleOfTheme,
  type RatingPrompt,
  type RatingWord,
} from "./rating-scale.ts";
import { isFeedbackButtonShown, isRatingAllowed } from "./rating-window.ts";

describe("rating words on 0-10 (product rules §4)", () => {
  test.each<[number, RatingWord, string]>([
    [0, "terrible", "Terrible"],
    [1, "terrible", "Terrible"],
    [2, "terrible", "Terrible"],
    [3, "bad", "Bad"],
    [4, "bad", "Bad"],
    [5, "ok", "Ok"],
    [6, "ok", "Ok"],
    [7, "good", "Good"],
    [8, "good", "Good"],
    [9, "excellent", "Excellent"],
    [10, "excellent", "Excellent"],
  ])("%i is %s", (score, word, text) => {
    expect(ratingWordOf(score)).toBe(word);
    expect(RATING_WORD_LABEL[word].message).toBe(text);
  });

  test("the scale is 0-10", () => expect(ZERO_TO_TEN).toHaveLength(11));
});

describe("rating prompts (product rules §4)", () => {
  test.each<[number, RatingPrompt]>([
    [0, "what-went-wrong"],
    [1, "what-went-wrong"],
    [2, "what-went-wrong"],
    [3, "what-went-wrong"],
    [4, "what-went-wrong"],
    [5, "what-went-wrong"],
    [6, "how-to-improve"],
    [7, "how-to-improve"],
    [8, "how-to-improve"],
    [9, "compliment"],
    [10, "compliment"],
  ])("score %i asks %s", (score, prompt) => {
    expect(ratingPromptOf(score)).toBe(prompt);
  });

  test.each<[RatingPrompt, string]>([
    ["what-went-wrong", "Sorry about that. What went wrong?"],
    ["how-to-improve", "Thanks! How could we do better?"],
    ["compliment", "Great! What did you like most?"],
  ])("%s reads %j", (prompt, text) => expect(RATING_PROMPT_LABEL[prompt].message).toBe(text));
});

describe("5-star scale", () => {
  test.each<[1 | 2 | 3 | 4 | 5, number, RatingWord, RatingPrompt]>([
    [1, 2, "terrible", "what-went-wrong"],
    [2, 4, "bad", "what-went-wrong"],
    [3, 6, "ok", "how-to-improve"],
    [4, 8, "good", "how-to-improve"],
    [5, 10, "excellent", "compliment"],
  ])("%i stars = %i points, %s, asks %s", (stars, score, word, prompt) => {
    expect(scoreOfStars(stars)).toBe(score);
    expect(STAR_WORD[stars]).toBe(word);
    expect(ratingWordOf(score)).toBe(word);
    expect(ratingPromptOf(score)).toBe(prompt);
  });

  test("five stars", () => expect(STARS).toEqual([1, 2, 3, 4, 5]));

  // Half the score rounded half up, at least one star: a stored score shown to a star brand.
  test.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 5],
    [10, 5],
  ])("score %i shows %i stars", (score, stars) => {
    expect(starsOfScore(score)).toBe(stars);
  });

  test("stars -> score -> stars is the same star count", () => {
    for (const stars of STARS) expect(starsOfScore(scoreOfStars(stars))).toBe(stars);
  });

  test.each([
    [-1, 1],
    [-100, 1],
    [11, 5],
    [12, 5],
    [1000, 5],
    [4.4, 2],
    [4.9, 2],
    [5.1, 3],
    [Number.POSITIVE_INFINITY, 5],
    [Number.NEGATIVE_INFINITY, 1],
    [Number.NaN, 1],
  ])("out-of-range or fractional score %d shows %i stars", (score, stars) => {
    expect(starsOfScore(score)).toBe(stars);
  });

  test.each([
    [0, 1],
    [0.4, 1],
    [1, 1],
    [2.5, 3],
    [3.49, 3],
    [5, 5],
    [6, 5],
    [-3, 1],
    [Number.NaN, 1],
  ])("a star value %d is shown as %i stars", (value, stars) => {
    expect(starCountOf(value)).toBe(stars);
  });

  test("only whole stars 1-5 are star counts", () => {
    expect(STARS.every(isStarCount)).toBe(true);
    for (const value of [0, 6, 2.5, -1, Number.NaN]) expect(isStarCount(value)).toBe(false);
  });
});

describe("when rating is allowed (product rules §6)", () => {
  const delivered = [
    { code: 6, timestamp: "2024-05-01T08:00:00Z" },
    { code: 8, timestamp: "2024-05-01T10:00:00Z" },
  ];
  const inTransit = [{ code: 5, timestamp: "2024-05-01T10:00:00Z" }];

  test.each<[string, boolean, typeof delivered, string, boolean]>([
    ["valid key, not delivered: nothing to rate yet", true, inTransit, "2024-05-02T00:00:00Z", false],
    ["valid key, failed delivery", true, [{ code: 7, timestamp: "2024-05-01T10:00:00Z" }], "2024-05-02T00:00:00Z", false],
    ["valid key, delivered long ago", true, delivered, "2024-06-01T00:00:00Z", true],
    ["no key, delivered just now", false, delivered, "2024-05-01T10:00:00Z", true],
    ["no key, delivered 6 days ago", false, delivered, "2024-05-07T10:00:00Z", true],
    ["no key, delivered 6 days and a minute ago", false, delivered, "2024-05-07T10:01:00Z", false],
    ["no key, not delivered", false, inTransit, "2024-05-02T00:00:00Z", false],
    ["no key, delivered by code 32", false, [{ code: 32, timestamp: "2024-05-01T10:00:00Z" }], "2024-05-03T00:00:00Z", true],
  ])("%s", (_name, securityKeyValid, scans, now, allowed) => {
    expect(isRatingAllowed({ securityKeyValid, scans, now: new Date(now) })).toBe(allowed);
  });

  test("a brand can switch rating off", () => {
    expect(isRatingAllowed({ securityKeyValid: true, scans: delivered, now: new Date("2024-05-01T12:00:00Z"), enabled: false })).toBe(false);
  });

  test.each<[string, boolean]>([
    ["2024-05-01T10:00:00Z", true],
    ["2024-05-04T10:00:00Z", true],
    ["2024-05-04T10:00:01Z", false],
    ["2024-04-30T10:00:00Z", false],
  ])("feedback button at %s: %s", (now, shown) => {
    expect(isFeedbackButtonShown(delivered, new Date(now))).toBe(shown);
  });

  test("no feedback button before delivery", () => {
    expect(isFeedbackButtonShown(inTransit, new Date("2024-05-01T11:00:00Z"))).toBe(false);
  });
});

describe("a brand's rating scale", () => {
  test("stars unless the theme names 0-10 (the product rules' exception)", () => {
    expect(ratingScaleOfTheme(undefined)).toBe("stars");
    expect(ratingScaleOfTheme({ config: {} } as Parameters<typeof ratingScaleOfTheme>[0])).toBe("stars");
    expect(ratingScaleOfTheme({ config: { rating_scale: "zero-to-ten" } } as Parameters<typeof ratingScaleOfTheme>[0])).toBe("zero-to-ten");
    expect(ratingScaleOfTheme({ config: { rating_scale: "stars" } } as Parameters<typeof ratingScaleOfTheme>[0])).toBe("stars");
  });
});
