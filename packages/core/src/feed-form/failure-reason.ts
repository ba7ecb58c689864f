import type { MessageDescriptor } from "@lingui/core";
import type { FeedAction } from "./feed-action.ts";
import type { FeedFormKind } from "./feed-form-kind.ts";

/** One row of the failed-delivery or failed-pickup reason tables. */
export interface FailureReason {
  /** What happened, told to the shopper. */
  message: MessageDescriptor;
  /** What the page asks of the shopper (see FEED_ACTION_PROMPT). */
  action: FeedAction;
  /** The form that collects the answer. */
  form: FeedFormKind;
}
