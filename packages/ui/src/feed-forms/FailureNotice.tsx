import { useLingui } from "@lingui/react/macro";
import { FEED_ACTION_PROMPT, type FailureReason, type FeedDirection } from "@portal/core/feed-form";

export interface FailureNoticeProps {
  direction: FeedDirection;
  /** The failure reason code; null when the courier gave none. */
  code: number | null;
  reason: FailureReason;
}

/** What happened (the reason's message) and what the page asks of the shopper. */
export function FailureNotice({ direction, code, reason }: FailureNoticeProps) {
  const { i18n } = useLingui();
  return (
    <div data-part="failure-notice" data-direction={direction} data-reason={code ?? "other"} data-action={reason.action}>
      <p data-part="failure-message">{i18n._(reason.message)}</p>
      <p data-part="failure-prompt">{i18n._(FEED_ACTION_PROMPT[reason.action])}</p>
    </div>
  );
}
