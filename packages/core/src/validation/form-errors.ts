import * as v from "valibot";
import { isValidationMessageKey, type ValidationMessageKey } from "./validation-messages.ts";

/** The first message per field, keyed by the field's dot path ("address", "bank.ifsccode"). */
export type FieldErrors<TField extends string = string> = Partial<Record<TField, ValidationMessageKey>>;

/** The message key of the first issue of a single value, or undefined when it is valid. */
export function validationMessageOf(schema: v.GenericSchema, value: unknown): ValidationMessageKey | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return undefined;
  return toKey(result.issues[0]?.message);
}

/** Every field's first message for an object schema; empty when the value is valid. */
export function fieldErrorsOf<TField extends string = string>(schema: v.GenericSchema, value: unknown): FieldErrors<TField> {
  const result = v.safeParse(schema, value);
  const errors: FieldErrors<string> = {};
  if (result.success) return errors as FieldErrors<TField>;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? "";
    if (!(path in errors)) errors[path] = toKey(issue.message);
  }
  return errors as FieldErrors<TField>;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Issues from outside this module's schemas fall back to "choose an option". */
function toKey(message: string | undefined): ValidationMessageKey {
  return message && isValidationMessageKey(message) ? message : "option";
}
