import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What a caller reads when its input cannot be read at all, before any call's own checks. */
export const INPUT_MESSAGE = {
  bodyNotJson: msg`The request body must be a JSON object.`,
  bodyTooLarge: msg`The request body is too large.`,
  bodyTooDeep: msg`The request body is nested too deeply.`,
  nul: msg`Text must not contain NUL characters.`,
  control: msg`Text must not contain control characters.`,
} as const satisfies Record<string, MessageDescriptor>;
export type InputMessageKey = keyof typeof INPUT_MESSAGE;
