import type { FormHTMLAttributes } from "react";
import { FeedForm } from "./FeedForm.tsx";
import { useFeedForm, type UseFeedFormOptions } from "./use-feed-form.ts";

export type FailureFeedFormProps = UseFeedFormOptions & Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit">;

/**
 * The standard arrangement: the asked fields, the submit button, then the status line. The
 * line sits below the button so its appearing never moves the button under a second click.
 */
export function FailureFeedForm(props: FailureFeedFormProps) {
  const { direction, issueId, kind, dateOptions, captureAddress, country, initialValues, mode, onSubmit, store, posted, ...formAttributes } = props;
  const form = useFeedForm({ direction, issueId, kind, dateOptions, captureAddress, country, initialValues, mode, onSubmit, store, posted });
  return (
    <FeedForm.Root form={form} {...formAttributes}>
      <FeedForm.Fields />
      <FeedForm.Submit />
      <FeedForm.Status />
    </FeedForm.Root>
  );
}
