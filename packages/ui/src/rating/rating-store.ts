import { createStore, type StoreApi } from "zustand/vanilla";
import { isScaleValue, scoreOfScaleValue, type FeedbackAnswers, type FeedbackQuestion, type FeedbackQuestionId, type RatingScale } from "@portal/core/rating";
import { commentSchemaFor, RatingSchema, validationMessageOf, type ValidationMessageKey } from "@portal/core/validation";

/**
 * - open: the shopper can pick a value and write a comment;
 * - submitting: the rating is on its way; nothing can be sent again;
 * - rated: read-only, either from an earlier visit (`ratedBefore`) or just now.
 */
export const RATING_PHASES = ["open", "submitting", "rated"] as const;
export type RatingPhase = (typeof RATING_PHASES)[number];

export type RatingField = "rating" | "comment";

export interface RatingState {
  scale: RatingScale;
  /** The page language: core limits English comments to a character set. */
  locale: string;
  requireComment: boolean;
  /** On the brand's scale (1-5 stars, or 0-10); null until picked. */
  value: number | null;
  comment: string;
  /** The brand's own feedback questions (its manifest), in order; most brands ask none. */
  questions: readonly FeedbackQuestion[];
  /** Answers given so far; any question may be skipped. */
  answers: FeedbackAnswers;
  phase: RatingPhase;
  /** The rating was found already stored when the widget opened. */
  ratedBefore: boolean;
  errors: Partial<Record<RatingField, ValidationMessageKey>>;
  /** Why the last submit failed (the server's message), until the next attempt. */
  submitError: string | null;
}

export interface RatingActions {
  choose(value: number): void;
  setComment(comment: string): void;
  /** Answers one of the brand's questions: yes/no, or 1-5 for a "rating" question. */
  answer(id: FeedbackQuestionId, answer: boolean | number): void;
  /**
   * Starts a submit: false (and field errors set) when invalid, or when a submit is already
   * running or done. Synchronous, so a double click cannot start two.
   */
  begin(): boolean;
  succeed(): void;
  fail(message: string): void;
}

export type RatingStore = StoreApi<RatingState & RatingActions>;

export interface RatingInit {
  scale: RatingScale;
  locale: string;
  /** An earlier rating on the brand's scale: the widget opens read-only. */
  existing?: { value: number | null; comment: string; answers?: FeedbackAnswers | undefined } | null | undefined;
  /** The brand's feedback questions (its manifest's `feedbackQuestions`). */
  questions?: readonly FeedbackQuestion[] | undefined;
  /**
   * The comment must not be blank. Off by default: a score alone is feedback (the server
   * accepts it); a comment that is given always follows core's comment rule.
   */
  requireComment?: boolean | undefined;
  /**
   * A rating posted without JavaScript that the server refused: the widget opens with the
   * value and comment as sent and the server's message, so nothing is lost.
   */
  refused?: { value: number | null; comment: string; message: string } | undefined;
}

export function createRatingStore({ scale, locale, existing, questions = [], requireComment = false, refused }: RatingInit): RatingStore {
  return createStore<RatingState & RatingActions>()((set, get) => ({
    scale,
    locale,
    requireComment,
    value: existing ? existing.value : refused && refused.value !== null && isScaleValue(scale, refused.value) ? refused.value : null,
    comment: existing?.comment ?? refused?.comment ?? "",
    questions,
    answers: existing?.answers ?? {},
    phase: existing ? "rated" : "open",
    ratedBefore: Boolean(existing),
    errors: {},
    submitError: existing ? null : (refused?.message ?? null) || null,

    choose(value) {
      if (get().phase !== "open" || !isScaleValue(get().scale, value)) return;
      set((s) => ({ value, errors: { ...s.errors, rating: undefined } }));
    },
    setComment(comment) {
      if (get().phase !== "open") return;
      set((s) => ({ comment, errors: { ...s.errors, comment: undefined } }));
    },
    answer(id, answer) {
      const question = get().questions.find((q) => q.id === id);
      if (get().phase !== "open" || !question || !fitsKind(question, answer)) return;
      set((s) => ({ answers: { ...s.answers, [id]: answer } }));
    },
    begin() {
      const state = get();
      if (state.phase !== "open") return false;
      const errors = errorsOf(state);
      if (errors.rating || errors.comment) {
        set({ errors });
        return false;
      }
      set({ phase: "submitting", errors: {}, submitError: null });
      return true;
    },
    succeed() {
      set({ phase: "rated" });
    },
    fail(message) {
      set({ phase: "open", submitError: message });
    },
  }));
}

function errorsOf(state: RatingState): RatingState["errors"] {
  const score = state.value === null ? undefined : scoreOfScaleValue(state.scale, state.value);
  const skipComment = !state.requireComment && state.comment.trim() === "";
  return {
    rating: validationMessageOf(RatingSchema, score),
    comment: skipComment ? undefined : validationMessageOf(commentSchemaFor(state.locale), state.comment),
  };
}

/** A yes-no question takes a boolean, a "rating" question a whole score from 1 to 5 (core's rule). */
function fitsKind(question: FeedbackQuestion, answer: boolean | number): boolean {
  return question.kind === "yes-no" ? typeof answer === "boolean" : typeof answer === "number" && Number.isInteger(answer) && answer >= 1 && answer <= 5;
}
