import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { useCallback, useId, type ChangeEvent, type FormEvent, type RefCallback } from "react";
import {
  FEEDBACK_ANSWER_SCORES,
  FEEDBACK_QUESTION_TEXT,
  RATING_PROMPT_LABEL,
  RATING_WORD_LABEL,
  ratingPromptOfScaleValue,
  ratingWordOfScaleValue,
  SCALE_MAX,
  SCALE_VALUES,
  scoreOfScaleValue,
  type FeedbackAnswers,
  type FeedbackQuestion,
  type RatingPrompt,
} from "@portal/core/rating";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { useFormatters } from "@portal/i18n/react";
import { useRatingStore, useRatingStoreApi } from "./rating-context.tsx";
import type { RatingPhase } from "./rating-store.ts";

/** What the page does with a valid rating; the widget only waits for the outcome. */
export interface RatingSubmission {
  /** On the brand's scale. */
  value: number;
  /** 0-10. */
  score: number;
  comment: string;
  /** Answers to the brand's own feedback questions; absent when it asks none or all were skipped. */
  answers?: FeedbackAnswers;
}
export type RatingSubmitOutcome = { ok: true } | { ok: false; message: string };
export type SubmitRating = (rating: RatingSubmission) => Promise<RatingSubmitOutcome>;

/** Props for the widget's outer element: brands style by these. */
export function useRatingRoot() {
  const phase = useRatingStore((s) => s.phase);
  const scale = useRatingStore((s) => s.scale);
  const value = useRatingStore((s) => s.value);
  const ratedBefore = useRatingStore((s) => s.ratedBefore);
  const band = ratingPromptOfScaleValue(scale, value);
  return {
    phase,
    rootProps: {
      "data-rating": "",
      "data-state": phase,
      "data-scale": scale,
      "data-score-band": band,
      "data-rated-before": ratedBefore ? "true" : undefined,
    },
  };
}

/** The scale's radio name: one widget per page, and the name the API and a no-JS post use. */
export const RATING_VALUE_FIELD = "courier_rating";

/** A radio of the widget (the scale's values, a question's choices), for an <input>. */
export interface RadioInputProps {
  type: "radio";
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface RatingOption {
  value: number;
  /** "Good", "Excellent"... */
  word: string;
  /** What assistive technology reads: "4 stars, Good", "7, Good". */
  accessibleLabel: string;
  checked: boolean;
  /** Stars up to the chosen one are filled. */
  filled: boolean;
  inputProps: RadioInputProps & { "aria-describedby": string | undefined };
  optionProps: { "data-state": "checked" | "unchecked"; "data-filled": "true" | undefined; "data-value": string };
}

/** The scale as a radio group: arrow keys move between values, as for any radio group. */
export function useRatingField() {
  const { t, i18n } = useLingui();
  const scale = useRatingStore((s) => s.scale);
  const value = useRatingStore((s) => s.value);
  const phase = useRatingStore((s) => s.phase);
  const error = useRatingStore((s) => s.errors.rating);
  const choose = useRatingStore((s) => s.choose);
  // The API's field name: a form posted without JavaScript sends the value under it.
  const name = RATING_VALUE_FIELD;
  const errorId = useId();
  const describedBy = error ? errorId : undefined;

  const options = SCALE_VALUES[scale].map((option): RatingOption => {
    const word = i18n._(RATING_WORD_LABEL[ratingWordOfScaleValue(scale, option)]);
    const checked = value === option;
    const filled = scale === "stars" && value !== null && option <= value;
    return {
      value: option,
      word,
      accessibleLabel: scale === "stars" ? t`${plural(option, { one: "# star", other: "# stars" })}, ${word}` : t`${option}, ${word}`,
      checked,
      filled,
      inputProps: {
        type: "radio",
        name,
        value: String(option),
        checked,
        disabled: phase !== "open",
        onChange: () => choose(option),
        "aria-describedby": describedBy,
      },
      optionProps: { "data-state": checked ? "checked" : "unchecked", "data-filled": filled ? "true" : undefined, "data-value": String(option) },
    };
  });

  return {
    scale,
    legend: scale === "stars" ? t`How would you rate your delivery?` : t`How likely are you to recommend this delivery service, from 0 to 10?`,
    fieldsetProps: { "data-invalid": error ? "true" : undefined, "data-field": "rating" },
    options,
    /** The words at both ends of a 0-10 scale, shown under it. */
    ends: { start: options[0]?.word ?? "", end: options[options.length - 1]?.word ?? "" },
    selectedWord: options.find((o) => o.checked)?.word ?? "",
    error: error ? i18n._(VALIDATION_MESSAGE[error]) : "",
    errorProps: { id: errorId, role: "alert" as const },
  };
}

/** The comment box: shown once a value is picked, its label the prompt for that score. */
export function useRatingComment() {
  const { t, i18n } = useLingui();
  const requireComment = useRatingStore((s) => s.requireComment);
  const scale = useRatingStore((s) => s.scale);
  const value = useRatingStore((s) => s.value);
  const comment = useRatingStore((s) => s.comment);
  const phase = useRatingStore((s) => s.phase);
  const error = useRatingStore((s) => s.errors.comment);
  const setComment = useRatingStore((s) => s.setComment);
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const band: RatingPrompt | undefined = ratingPromptOfScaleValue(scale, value);
  const describedBy = [requireComment ? undefined : hintId, error ? errorId : undefined].filter(Boolean).join(" ");
  return {
    visible: band !== undefined,
    band,
    prompt: band ? i18n._(RATING_PROMPT_LABEL[band]) : "",
    labelProps: { htmlFor: id },
    textareaProps: {
      id,
      name: "comment",
      value: comment,
      rows: 3,
      maxLength: 1000,
      readOnly: phase !== "open",
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setComment(event.target.value),
      required: requireComment || undefined,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": describedBy || undefined,
      "data-field": "comment",
    },
    /** "Optional", when the brand does not require a comment. */
    hint: requireComment ? "" : t`Optional`,
    hintProps: { id: hintId },
    error: error ? i18n._(VALIDATION_MESSAGE[error]) : "",
    errorProps: { id: errorId, role: "alert" as const },
  };
}

export interface FeedbackQuestionChoice {
  /** "Yes", "No", or the score's number in the page's digits. */
  label: string;
  /** What assistive technology reads: "Yes", "4 out of 5". */
  accessibleLabel: string;
  checked: boolean;
  inputProps: RadioInputProps;
  choiceProps: { "data-state": "checked" | "unchecked"; "data-value": string };
}

export interface FeedbackQuestionField {
  id: FeedbackQuestion["id"];
  kind: FeedbackQuestion["kind"];
  /** The question in the page's language (core's question bank). */
  legend: string;
  /** "Optional": every brand question may be skipped. */
  hint: string;
  choices: FeedbackQuestionChoice[];
  fieldsetProps: { "data-field": string; "data-kind": FeedbackQuestion["kind"] };
}

/** The brand's own questions (its manifest), each a radio group: yes/no or 1 to 5. */
export function useFeedbackQuestions(): FeedbackQuestionField[] {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const questions = useRatingStore((s) => s.questions);
  const answers = useRatingStore((s) => s.answers);
  const phase = useRatingStore((s) => s.phase);
  const answer = useRatingStore((s) => s.answer);
  const baseName = useId();
  return questions.map((question) => {
    const name = `${baseName}-${question.id}`;
    const given = answers[question.id];
    const options: { value: boolean | number; label: string; accessibleLabel: string }[] =
      question.kind === "yes-no"
        ? [
            { value: true, label: t`Yes`, accessibleLabel: t`Yes` },
            { value: false, label: t`No`, accessibleLabel: t`No` },
          ]
        : FEEDBACK_ANSWER_SCORES.map((score) => {
            const number = format.number(score);
            const max = format.number(5);
            return { value: score, label: number, accessibleLabel: t`${number} out of ${max}` };
          });
    return {
      id: question.id,
      kind: question.kind,
      legend: i18n._(FEEDBACK_QUESTION_TEXT[question.id]),
      hint: t`Optional`,
      fieldsetProps: { "data-field": `question-${question.id}`, "data-kind": question.kind },
      choices: options.map((option) => {
        const checked = given === option.value;
        return {
          label: option.label,
          accessibleLabel: option.accessibleLabel,
          checked,
          inputProps: {
            type: "radio",
            name,
            value: String(option.value),
            checked,
            disabled: phase !== "open",
            onChange: () => answer(question.id, option.value),
          },
          choiceProps: { "data-state": checked ? "checked" : "unchecked", "data-value": String(option.value) },
        };
      }),
    };
  });
}

/** The shopper's answers to the brand's questions, in words, for the read-only summary. */
export function useFeedbackAnswerSummary(): { id: string; question: string; answer: string }[] {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const questions = useRatingStore((s) => s.questions);
  const answers = useRatingStore((s) => s.answers);
  return questions.flatMap((question) => {
    const given = answers[question.id];
    if (given === undefined) return [];
    const number = typeof given === "number" ? format.number(given) : "";
    const max = format.number(5);
    const answer = typeof given === "boolean" ? (given ? t`Yes` : t`No`) : t`${number} out of ${max}`;
    return [{ id: question.id, question: i18n._(FEEDBACK_QUESTION_TEXT[question.id]), answer }];
  });
}

/** Moves focus to the first field with an error, after React has rendered the errors. */
function focusFirstInvalid(form: HTMLFormElement) {
  setTimeout(() => {
    const group = form.querySelector<HTMLElement>('[data-field="rating"][data-invalid="true"]');
    const target = group?.querySelector<HTMLInputElement>("input:checked, input") ?? form.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, 0);
}

/**
 * Submitting: validation by core's rules, one submit at a time (a second click while one
 * runs does nothing), "action in progress" while it runs, the server's message on failure.
 */
export function useRatingForm({ onSubmit }: { onSubmit: SubmitRating }) {
  const { t, i18n } = useLingui();
  const store = useRatingStoreApi();
  const phase = useRatingStore((s) => s.phase);
  const submitError = useRatingStore((s) => s.submitError);
  const submitting = phase === "submitting";

  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const state = store.getState();
      if (!state.begin()) {
        if (store.getState().phase === "open") focusFirstInvalid(event.currentTarget);
        return;
      }
      // begin() refused an empty rating, so value is set here.
      const { scale, value, comment, answers } = store.getState();
      const chosen = value ?? 0;
      const answered = Object.keys(answers).length > 0 ? { answers } : {};
      const rating = { value: chosen, score: scoreOfScaleValue(scale, chosen), comment: comment.trim(), ...answered };
      onSubmit(rating).then(
        (outcome) => (outcome.ok ? store.getState().succeed() : store.getState().fail(outcome.message)),
        () => store.getState().fail(i18n._(ERROR_MESSAGE["something-went-wrong"])),
      );
    },
    [store, onSubmit, i18n],
  );

  return {
    phase,
    formProps: { onSubmit: handleSubmit, noValidate: true, "aria-busy": submitting || undefined },
    submitButtonProps: {
      type: "submit" as const,
      // Not `disabled`: the button keeps focus and stays announced; the store refuses a second submit.
      "aria-disabled": submitting || undefined,
      "data-state": phase satisfies RatingPhase,
    },
    submitLabel: submitting ? t`Submitting…` : t`Submit`,
    /** Polite status: the action-in-progress text while the rating is being sent. */
    progress: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : "",
    progressProps: { role: "status" as const },
    error: submitError ?? "",
    errorProps: { role: "alert" as const },
  };
}

/** The read-only rating: from an earlier visit, or just sent (then it takes focus). */
export function useRatedSummary() {
  const { t, i18n } = useLingui();
  const scale = useRatingStore((s) => s.scale);
  const value = useRatingStore((s) => s.value);
  const comment = useRatingStore((s) => s.comment);
  const ratedBefore = useRatingStore((s) => s.ratedBefore);
  const max = SCALE_MAX[scale];
  const word = value === null ? "" : i18n._(RATING_WORD_LABEL[ratingWordOfScaleValue(scale, value)]);
  const shown = value ?? 0;
  const focusWhenJustRated: RefCallback<HTMLElement> = useCallback(
    (element) => {
      if (element && !ratedBefore) element.focus();
    },
    [ratedBefore],
  );
  return {
    scale,
    /** False for a rating on record without a score: only the comment shows. */
    hasValue: value !== null,
    value: shown,
    max,
    word,
    comment,
    ratedBefore,
    heading: ratedBefore ? t`You have already rated this delivery` : t`Thanks for rating this delivery`,
    summaryProps: { ref: focusWhenJustRated, tabIndex: -1 },
    /** The whole rating in words, for the visual stars or number. */
    valueLabel: scale === "stars" ? t`${shown} out of ${max} stars: ${word}` : t`${shown} out of ${max}: ${word}`,
    /** Stars 1..max with whether each is filled (stars scale). */
    stars: Array.from({ length: max }, (_, i) => ({ position: i + 1, filled: i + 1 <= shown })),
  };
}
