import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { FEEDBACK_QUESTION_IDS, FEEDBACK_QUESTION_TEXT, FeedbackAnswersSchema, feedbackAnswersProblem, type FeedbackQuestion } from "./feedback-questions.ts";

const asked: FeedbackQuestion[] = [
  { id: "packaging-intact", kind: "yes-no" },
  { id: "shade-as-pictured", kind: "rating" },
];

describe("a brand's feedback questions", () => {
  test("every question in the bank has its text", () => {
    expect(FEEDBACK_QUESTION_IDS.filter((id) => !FEEDBACK_QUESTION_TEXT[id])).toEqual([]);
  });

  test.each([
    ["nothing answered", {}, undefined],
    ["both answered", { "packaging-intact": true, "shade-as-pictured": 5 }, undefined],
    ["one skipped", { "shade-as-pictured": 1 }, undefined],
    ["a question not asked", { "courier-courteous": true }, "not-asked"],
    ["a score for yes-no", { "packaging-intact": 2 }, "wrong-kind"],
    ["yes-no for a score", { "shade-as-pictured": true }, "wrong-kind"],
  ] as const)("%s", (_name, answers, problem) => {
    expect(feedbackAnswersProblem(answers, asked)).toBe(problem);
  });

  test.each([
    ["outside the bank", { "favourite-colour": true }],
    ["a score of 0", { "shade-as-pictured": 0 }],
    ["a score of 6", { "shade-as-pictured": 6 }],
    ["half a score", { "shade-as-pictured": 2.5 }],
    ["text", { "packaging-intact": "yes" }],
  ])("the wire schema refuses %s", (_name, answers) => {
    expect(v.safeParse(FeedbackAnswersSchema, answers).success).toBe(false);
  });
});
