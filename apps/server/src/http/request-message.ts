import type { RequestMessage } from "@portal/core/api";
import { fieldProblem } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { messageIn } from "@portal/i18n/server";
import type { AnswerMessage } from "./envelope.ts";

/**
 * Why core's request check refused an input, as an answer's message: a shopper's field
 * problem is the forms' own `VALIDATION_MESSAGE`, so the envelope writes it in the request's
 * language; a program's mistake stays the fixed line core wrote.
 */
export function answerMessageOf(message: RequestMessage): AnswerMessage {
  if (typeof message === "string") return message;
  const problem = VALIDATION_MESSAGE[message.key];
  // Named after its field unless the English text already names it, so a text the product rules give
  // ("Please enter 6 digit pincode." for `pincode`) is answered exactly; decided on the English
  // so every language names the same fields.
  const namesItsField = message.field === undefined || messageIn("en", problem).includes(message.field);
  return namesItsField ? problem : fieldProblem(message.field as string, problem);
}
