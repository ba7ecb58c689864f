import { commentLocaleOf, commentSchemaFor, validationMessageOf, VALIDATION_MESSAGE } from "@portal/core/validation";
import type { MessageDescriptor } from "@lingui/core";
import { fieldProblem } from "@portal/core/messages";

/**
 * A rating's comment is optional; one that is given follows core's comment rule (English
 * comments limited to the allowed characters). Returns the message, or undefined when fine.
 */
export function ratingCommentProblem(comment: string): MessageDescriptor | undefined {
  if (comment.trim() === "") return undefined;
  const key = validationMessageOf(commentSchemaFor(commentLocaleOf(comment)), comment);
  return key ? fieldProblem("comment", VALIDATION_MESSAGE[key]) : undefined;
}
