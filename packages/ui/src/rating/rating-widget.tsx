import { useId, type ReactNode } from "react";
import {
  useFeedbackAnswerSummary,
  useFeedbackQuestions,
  useRatedSummary,
  useRatingComment,
  useRatingField,
  useRatingForm,
  useRatingRoot,
  type SubmitRating,
} from "./use-rating.ts";
import { FormField, FormStatusLines } from "../forms/form-field.tsx";
import "../visually-hidden.css";

/**
 * Thin, unstyled views over the rating hooks. Brands and the portal style them through
 * `[data-rating]`, `[data-state]`, `[data-scale]`, `[data-score-band]` and `[data-part]`.
 * Must be rendered inside <RatingProvider>.
 */
/**
 * `postWithoutScript`: the form posts to its own page as a plain HTML form would, with these
 * hidden fields, until its script takes over (which sends the rating itself).
 */
export interface PostWithoutScript {
  fields: Readonly<Record<string, string>>;
}

export function RatingWidget({
  title,
  onSubmit,
  className,
  postWithoutScript,
}: {
  title: ReactNode;
  onSubmit: SubmitRating;
  className?: string;
  postWithoutScript?: PostWithoutScript;
}) {
  const { phase, rootProps } = useRatingRoot();
  const titleId = useId();
  return (
    <section {...rootProps} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} data-part="title">
        {title}
      </h2>
      {phase === "rated" ? <RatedSummary /> : <RatingForm onSubmit={onSubmit} postWithoutScript={postWithoutScript} />}
    </section>
  );
}

export function RatingForm({ onSubmit, postWithoutScript }: { onSubmit: SubmitRating; postWithoutScript?: PostWithoutScript | undefined }) {
  const form = useRatingForm({ onSubmit });
  return (
    <form {...form.formProps} method={postWithoutScript ? "post" : undefined} data-part="form">
      {Object.entries(postWithoutScript?.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RatingScaleField />
      <FeedbackQuestionsFields />
      <RatingCommentField />
      <button {...form.submitButtonProps} data-part="submit">
        {form.submitLabel}
      </button>
      <FormStatusLines progress={form.progress} progressProps={form.progressProps} submitError={form.error} submitErrorProps={form.errorProps} />
    </form>
  );
}

/** Stars or 0-10, by the brand's scale: a fieldset of radios either way. */
export function RatingScaleField() {
  const field = useRatingField();
  return (
    <fieldset {...field.fieldsetProps} data-part="scale">
      <legend data-part="legend">{field.legend}</legend>
      <div data-part="options">
        {field.options.map((option) => (
          <label key={option.value} {...option.optionProps} data-part="option">
            <input {...option.inputProps} data-visually-hidden />
            {field.scale === "stars" ? (
              <span aria-hidden="true" data-part="star">
                ★
              </span>
            ) : (
              <span aria-hidden="true" data-part="number">
                {option.value}
              </span>
            )}
            <span data-visually-hidden>{option.accessibleLabel}</span>
          </label>
        ))}
      </div>
      {field.scale === "zero-to-ten" ? (
        <p aria-hidden="true" data-part="ends">
          <span data-part="start">{field.ends.start}</span>
          <span data-part="end">{field.ends.end}</span>
        </p>
      ) : null}
      <p aria-hidden="true" data-part="selected-word">
        {field.selectedWord}
      </p>
      {field.error ? (
        <p {...field.errorProps} data-part="error">
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The brand's own questions, when its manifest asks any: one radio group each. */
export function FeedbackQuestionsFields() {
  const questions = useFeedbackQuestions();
  if (questions.length === 0) return null;
  return (
    <div data-part="questions">
      {questions.map((question) => (
        <fieldset key={question.id} {...question.fieldsetProps} data-part="question">
          <legend data-part="legend">{question.legend}</legend>
          <p data-part="hint">{question.hint}</p>
          <div data-part="choices">
            {question.choices.map((choice) => (
              <label key={choice.inputProps.value} {...choice.choiceProps} data-part="choice">
                <input {...choice.inputProps} data-visually-hidden />
                <span aria-hidden="true">{choice.label}</span>
                <span data-visually-hidden>{choice.accessibleLabel}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export function RatingCommentField() {
  const comment = useRatingComment();
  if (!comment.visible) return null;
  return (
    <FormField
      data-part="comment"
      data-score-band={comment.band}
      label={comment.prompt}
      labelProps={{ ...comment.labelProps, "data-part": "prompt" }}
      hint={comment.hint || undefined}
      hintProps={comment.hintProps}
      error={comment.error}
      errorProps={comment.errorProps}
    >
      <textarea {...comment.textareaProps} />
    </FormField>
  );
}

export function RatedSummary() {
  const summary = useRatedSummary();
  return (
    <div {...summary.summaryProps} data-part="summary">
      <p data-part="summary-heading">{summary.heading}</p>
      {summary.hasValue ? (
        <p role="img" aria-label={summary.valueLabel} data-part="summary-value">
          {summary.scale === "stars" ? (
            summary.stars.map((star) => (
              <span key={star.position} data-part="star" data-filled={star.filled ? "true" : undefined}>
                ★
              </span>
            ))
          ) : (
            <span data-part="number">
              {summary.value}/{summary.max}
            </span>
          )}{" "}
          <span data-part="word">{summary.word}</span>
        </p>
      ) : null}
      <FeedbackAnswerSummary />
      {summary.comment ? (
        <blockquote data-part="summary-comment">
          <p>{summary.comment}</p>
        </blockquote>
      ) : null}
    </div>
  );
}

function FeedbackAnswerSummary() {
  const answers = useFeedbackAnswerSummary();
  if (answers.length === 0) return null;
  return (
    <dl data-part="summary-answers">
      {answers.map((item) => (
        <div key={item.id} data-part="summary-answer">
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
