import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * One-line answers built from other messages. The parts are descriptors too: whoever renders
 * the line renders them in the same language (@portal/i18n's `messageIn`).
 */
const FIELD_PROBLEM = msg({ message: "{field}: {problem}", comment: "An input field's name (not translated), then what is wrong with it" });
const TWO_SENTENCES = msg({ message: "{first} {second}", comment: "Two translated sentences on one line" });

/** A problem with one named field of the input: "phone: Please enter a valid phone number." */
export function fieldProblem(field: string, problem: MessageDescriptor): MessageDescriptor {
  return { ...FIELD_PROBLEM, values: { field, problem } };
}

/** Two sentences on one line. */
export function twoSentences(first: MessageDescriptor, second: MessageDescriptor): MessageDescriptor {
  return { ...TWO_SENTENCES, values: { first, second } };
}
