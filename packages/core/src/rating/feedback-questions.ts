import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { FEEDBACK_QUESTION_IDS, type FeedbackAnswerKind, type FeedbackQuestionId } from "./feedback-question-ids.ts";

/**
 * The bank of retailer feedback questions (product rules §1: "feedback questions for certain
 * retailers"). A brand's manifest picks from it; each question's text lives here once so it
 * is translated in every language like any other message.
 */
export { FEEDBACK_ANSWER_KINDS, FEEDBACK_QUESTION_IDS, type FeedbackAnswerKind, type FeedbackQuestionId } from "./feedback-question-ids.ts";

export const FEEDBACK_QUESTION_TEXT = {
  "packaging-intact": msg`Did your order arrive with its packaging intact?`,
  "shade-as-pictured": msg`How closely did the shade match the pictures?`,
  "delivered-on-time": msg`Did your order arrive on the day you expected?`,
  "courier-courteous": msg`Was the delivery person courteous?`,
  "items-as-described": msg`How well did the items match their description?`,
} as const satisfies Record<FeedbackQuestionId, MessageDescriptor>;

/** The 1-5 answer of a "rating" question. */
export const FEEDBACK_ANSWER_SCORES = [1, 2, 3, 4, 5] as const;

/** A question as a brand asks it. */
export interface FeedbackQuestion {
  id: FeedbackQuestionId;
  kind: FeedbackAnswerKind;
}

const ScoreAnswerSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

/** The answers of a rating submit: question id → yes/no or 1-5. Every question may be skipped. */
export const FeedbackAnswersSchema = v.record(
  v.picklist(FEEDBACK_QUESTION_IDS, "Unknown feedback question."),
  v.union([v.boolean(), ScoreAnswerSchema], "A feedback answer is yes/no or a score from 1 to 5."),
);
export type FeedbackAnswers = v.InferOutput<typeof FeedbackAnswersSchema>;

/** Why answers do not fit the brand's questions, if they do not. */
export type FeedbackAnswersProblem = "not-asked" | "wrong-kind";

export const FEEDBACK_ANSWERS_PROBLEM_TEXT = {
  "not-asked": msg`This brand does not ask that feedback question.`,
  "wrong-kind": msg`Please answer the feedback question with one of the choices shown.`,
} as const satisfies Record<FeedbackAnswersProblem, MessageDescriptor>;

const KIND_OF_ANSWER = (answer: boolean | number): FeedbackAnswerKind => (typeof answer === "boolean" ? "yes-no" : "rating");

/** Answers only to questions the brand asks, each in that question's kind. */
export function feedbackAnswersProblem(answers: FeedbackAnswers, questions: readonly FeedbackQuestion[]): FeedbackAnswersProblem | undefined {
  for (const [id, answer] of Object.entries(answers)) {
    const question = questions.find((q) => q.id === id);
    if (!question) return "not-asked";
    if (KIND_OF_ANSWER(answer) !== question.kind) return "wrong-kind";
  }
  return undefined;
}
