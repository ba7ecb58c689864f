import type { AnswerMessage } from "../../../http/envelope.ts";

/** The outcome of one group of return-request rules: the checked value, or why the request is refused. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: AnswerMessage };

export const refuse = (message: AnswerMessage): { ok: false; message: AnswerMessage } => ({ ok: false, message });
