/** The outcome of one group of return-request rules: the checked value, or why the request is refused. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });
