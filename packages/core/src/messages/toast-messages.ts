import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Success toasts of product rules §8. */
export const TOAST_MESSAGE_KEYS = ["feedback-thanks", "feedback-thanks-low-rating", "feedback-thanks-survey", "contact-updated", "concern-submitted"] as const;
export type ToastMessageKey = (typeof TOAST_MESSAGE_KEYS)[number];

export const TOAST_MESSAGE = {
  "feedback-thanks": msg`Thanks for your feedback!`,
  "feedback-thanks-low-rating": msg`Thanks for your feedback. We will use it to do better.`,
  "feedback-thanks-survey": msg`Thanks for your feedback! Taking you to a short survey...`,
  "contact-updated": msg`Contact number updated. Notifications will go to the updated number.`,
  "concern-submitted": msg`Your concern has been submitted. The brand will follow up with you.`,
} as const satisfies Record<ToastMessageKey, MessageDescriptor>;

/**
 * Which thanks to show after feedback: the survey variant when the brand redirects to an
 * external survey, else one of two by rating (low ratings, 0-5 on 0-10, get the "we will
 * do better" text).
 */
export function feedbackThanksOf(score: number, hasSurvey: boolean): ToastMessageKey {
  if (hasSurvey) return "feedback-thanks-survey";
  return score <= 5 ? "feedback-thanks-low-rating" : "feedback-thanks";
}

export type ToastKind = "default" | "success" | "loading";

/**
 * Toast timings and limits (product rules §9). The product rules also mentions 5000 ms in one place;
 * we keep 4000 ms as the default, the value it gives for the toast settings themselves.
 */
export const TOAST_DURATION_MS = {
  default: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const satisfies Record<ToastKind, number>;
export const TOAST_MAX_VISIBLE = 20;
export const TOAST_MAX_WIDTH_PX = 350;
