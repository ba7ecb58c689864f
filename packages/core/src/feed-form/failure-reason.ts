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

/** Any code a reason table does not list: being investigated, told with `message`, no form. */
export const investigatedReason = (message: MessageDescriptor): FailureReason => ({ message, action: "investigating", form: "none" });

/** A reason table's lookup: a listed code gets its row, any other code `other`. */
export function failureReasonLookup<C extends number>(codes: readonly C[], table: Record<C, FailureReason>, other: FailureReason) {
  const isListed = (code: number): code is C => (codes as readonly number[]).includes(code);
  return { isListed, reasonOf: (code: number): FailureReason => (isListed(code) ? table[code] : other) };
}
