import type { FeedField, FeedFormKind } from "../feed-form/feed-form-kind.ts";
import { validateFeedForm, type FeedFormContext, type FeedFormValues } from "../feed-form/validate-feed-form.ts";
import type { FieldErrors } from "../validation/form-errors.ts";

/**
 * The delivery-issue form (/issue) by issue id (product rules §5):
 * - 1: preferred date, plus address, pincode and landmark when the brand captures them;
 * - 2 and 3: preferred date;
 * - 4: preferred date and an answer on an alternate number, the phone checked if alternate;
 * - 6: accept or reject, with a date unless rejected.
 */
export const DELIVERY_ISSUE_IDS = [1, 2, 3, 4, 6] as const;
export type DeliveryIssueId = (typeof DELIVERY_ISSUE_IDS)[number];

export const DELIVERY_ISSUE_FORM = {
  1: "date-and-address",
  2: "preferred-date",
  3: "preferred-date",
  4: "alternate-number",
  6: "deliver-or-cancel",
} as const satisfies Record<DeliveryIssueId, FeedFormKind>;

export function isDeliveryIssueId(id: number): id is DeliveryIssueId {
  return (DELIVERY_ISSUE_IDS as readonly number[]).includes(id);
}

/** The form of an issue id; other ids have no form. */
export function deliveryIssueFormOf(issueId: number): FeedFormKind {
  return isDeliveryIssueId(issueId) ? DELIVERY_ISSUE_FORM[issueId] : "none";
}

export function validateDeliveryIssue(issueId: number, values: FeedFormValues, context: FeedFormContext): FieldErrors<FeedField> {
  return validateFeedForm(deliveryIssueFormOf(issueId), values, context);
}
