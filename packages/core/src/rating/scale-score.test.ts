import { describe, expect, test } from "vitest";
import type { RatingScale } from "./rating-scale.ts";
import {
  SCALE_MAX,
  SCALE_VALUES,
  isScaleValue,
  ratingPromptOfScaleValue,
  ratingWordOfScaleValue,
  scaleValueOfScore,
  scoreOfScaleValue,
} from "./scale-score.ts";

describe("a value on the brand's scale and its 0-10 score", () => {
  test.each([
    ["stars", 1, 2, "terrible", "what-went-wrong"],
    ["stars", 3, 6, "ok", "how-to-improve"],
    ["stars", 5, 10, "excellent", "compliment"],
    ["zero-to-ten", 0, 0, "terrible", "what-went-wrong"],
    ["zero-to-ten", 5, 5, "ok", "what-went-wrong"],
    ["zero-to-ten", 8, 8, "good", "how-to-improve"],
    ["zero-to-ten", 9, 9, "excellent", "compliment"],
  ] as const)("%s %i: score %i, %s, asks %s", (scale, value, score, word, prompt) => {
    expect(scoreOfScaleValue(scale, value)).toBe(score);
    expect(ratingWordOfScaleValue(scale, value)).toBe(word);
    expect(ratingPromptOfScaleValue(scale, value)).toBe(prompt);
  });

  test.each<RatingScale>(["stars", "zero-to-ten"])("%s: every value survives the way there and back", (scale) => {
    for (const value of SCALE_VALUES[scale]) expect(scaleValueOfScore(scale, scoreOfScaleValue(scale, value))).toBe(value);
    expect(SCALE_VALUES[scale].at(-1)).toBe(SCALE_MAX[scale]);
  });

  test.each([
    [0, 1],
    [1, 1],
    [3, 2],
    [7, 4],
    [10, 5],
  ])("a stored score of %i shows %i stars", (score, stars) => expect(scaleValueOfScore("stars", score)).toBe(stars));

  test("values off the scale", () => {
    expect(isScaleValue("stars", 0)).toBe(false);
    expect(isScaleValue("stars", 6)).toBe(false);
    expect(isScaleValue("zero-to-ten", 0)).toBe(true);
    expect(isScaleValue("zero-to-ten", 2.5)).toBe(false);
  });

  test("no prompt before a value is picked", () => expect(ratingPromptOfScaleValue("stars", null)).toBeUndefined());
});
