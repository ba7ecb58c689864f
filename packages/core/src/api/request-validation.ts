import * as v from "valibot";
import { isValidationMessageKey, type ValidationMessageKey } from "../validation/validation-messages.ts";

/**
 * Why a request was refused. A problem shoppers can cause is a `VALIDATION_MESSAGE` key and
 * the field it is about, which the server writes in the request's language (the same texts
 * the forms show); what only a program can get wrong (a missing parameter, a wrong type) is
 * one fixed English line.
 */
export type RequestMessage = string | FieldProblem;

export interface FieldProblem {
  /** The field's dot path (`pickup.date`); undefined for the input as a whole. */
  field: string | undefined;
  key: ValidationMessageKey;
}

export type RequestValidation<T> = { ok: true; value: T } | { ok: false; message: RequestMessage };

/**
 * Checks a query or body against its request schema. Request schemas give a
 * `ValidationMessageKey` as the issue message wherever a shopper's input can fail; on failure
 * `message` is that key with its field, else one line (see `describeIssues`).
 */
export function validateRequest<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): RequestValidation<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, message: requestMessageOf(parsed.issues) };
}

function requestMessageOf(issues: readonly v.BaseIssue<unknown>[]): RequestMessage {
  const [first] = issues;
  if (first && isValidationMessageKey(first.message) && !isMissingKey(first)) return { field: v.getDotPath(first) ?? undefined, key: first.message };
  return describeIssues(issues);
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
