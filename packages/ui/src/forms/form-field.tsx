import type { HTMLAttributes, LabelHTMLAttributes, ReactNode } from "react";

/** `data-*` attributes: the styling hooks a caller adds. */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

export interface FormFieldProps extends DataAttributes {
  /** The label's text; `labelProps` tie it to the control (`htmlFor`). */
  label: ReactNode;
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & DataAttributes;
  /** Shown between the label and the control as `[data-part="hint"]`; nothing when undefined. */
  hint?: ReactNode;
  hintProps?: HTMLAttributes<HTMLParagraphElement>;
  /** Shown under the control as `[data-part="error"]` when not empty; `errorProps` carry the id the control's `aria-describedby` names. */
  error?: ReactNode;
  errorProps?: HTMLAttributes<HTMLParagraphElement>;
  /** The control: an input, a select or a textarea. */
  children: ReactNode;
}

/**
 * One form row as the portal's forms write it: label, hint, control, and the control's error
 * when it has one. Unstyled: `[data-part="field"]` (or the `data-part` a caller passes) is the hook.
 */
export function FormField({ label, labelProps, hint, hintProps, error, errorProps, children, ...data }: FormFieldProps) {
  return (
    <div data-part="field" {...data}>
      <label {...labelProps}>{label}</label>
      {hint === undefined ? null : (
        <p {...hintProps} data-part="hint">
          {hint}
        </p>
      )}
      {children}
      {error ? (
        <p {...errorProps} data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FormStatusLinesProps {
  /** What the form is doing (sending…), in a status region. */
  progress: ReactNode;
  progressProps: HTMLAttributes<HTMLParagraphElement>;
  /** Why the last submit failed, in an alert region; no such line when `submitErrorProps` is absent. */
  submitError?: ReactNode;
  submitErrorProps?: HTMLAttributes<HTMLParagraphElement>;
}

/**
 * A form's live lines: `[data-part="progress"]` and `[data-part="submit-error"]`, always in the
 * page (empty until there is something to say) so screen readers announce what changes.
 */
export function FormStatusLines({ progress, progressProps, submitError, submitErrorProps }: FormStatusLinesProps) {
  return (
    <>
      <p {...progressProps} data-part="progress">
        {progress}
      </p>
      {submitErrorProps ? (
        <p {...submitErrorProps} data-part="submit-error">
          {submitError}
        </p>
      ) : null}
    </>
  );
}
