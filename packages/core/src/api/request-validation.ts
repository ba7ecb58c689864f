import * as v from "valibot";

export type RequestValidation<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Checks a query or body against its request schema. On failure `message` is one line for
 * a 400 answer (see `describeIssues`).
 */
export function validateRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): RequestValidation<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, message: describeIssues(parsed.issues) };
}

/**
 * One readable line for the first issue: "<field> is required." for a missing field, else
 * the issue's message, prefixed with its field unless the message already names it.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues;
  if (!first) return "Invalid value.";
  const path = v.getDotPath(first);
  if (path && isMissingKey(first)) return `${path} is required.`;
  return path && !first.message.includes(path) ? `${path}: ${first.message}` : first.message;
}

const OBJECT_TYPES: ReadonlySet<string> = new Set(["object", "loose_object", "strict_object", "object_with_rest"]);

/** valibot reports an absent key as an issue of the object, with `undefined` input. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === "schema" && OBJECT_TYPES.has(issue.type) && issue.input === undefined;
}
