/**
 * The ids of the retailer feedback question bank and the kinds of answer, apart from their
 * texts (feedback-questions.ts): brand manifests import these, and a manifest must load
 * without Lingui's macros (the portal's build reads manifests as plain data).
 */
export const FEEDBACK_QUESTION_IDS = ["packaging-intact", "shade-as-pictured", "delivered-on-time", "courier-courteous", "items-as-described"] as const;
export type FeedbackQuestionId = (typeof FEEDBACK_QUESTION_IDS)[number];

/** How a question is answered: yes or no, or a score from 1 to 5. */
export const FEEDBACK_ANSWER_KINDS = ["yes-no", "rating"] as const;
export type FeedbackAnswerKind = (typeof FEEDBACK_ANSWER_KINDS)[number];
