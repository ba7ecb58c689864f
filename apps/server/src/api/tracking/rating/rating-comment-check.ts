import { commentLocaleOf, commentSchemaFor, validationMessageOf, VALIDATION_MESSAGE } from "@portal/core/validation";
import type { EnglishText } from "../english-text.ts";

/**
 * A rating's comment is optional; one that is given follows core's comment rule (English
 * comments limited to the allowed characters). Returns the message, or undefined when fine.
 */
export async function ratingCommentProblem(comment: string, englishText: EnglishText): Promise<string | undefined> {
  if (comment.trim() === "") return undefined;
  const key = validationMessageOf(commentSchemaFor(commentLocaleOf(comment)), comment);
  return key ? `comment: ${await englishText(VALIDATION_MESSAGE[key])}` : undefined;
}
