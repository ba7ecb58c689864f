import type { Context } from "hono";
import type * as v from "valibot";
import { validateRequest } from "@portal/core/api";
import { INPUT_MESSAGE } from "@portal/core/messages";
import type { AnswerMessage } from "./envelope.ts";
import { readLimitedBody } from "./read-limited-body.ts";

/** Valid input, or why not with the status to answer: 413 for a body over its limit, else 400. */
export type InputResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413; message: AnswerMessage };

/** Far above any form the shopper calls take; bounds what one request can make the server parse. */
export const DEFAULT_JSON_BODY_BYTES = 64 * 1024;

/** The query string checked against a request schema (the first value of a repeated name counts). */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): InputResult<v.InferOutput<TSchema>> {
  const query = c.req.query();
  const bad = forbiddenText(query);
  if (bad) return { ok: false, status: 400, message: bad };
  return fromValidation(validateRequest(schema, query));
}

/**
 * The JSON body checked against a request schema. A body that is over `maxBytes` (counted
 * while reading), missing, not UTF-8 JSON, not an object or carrying control characters is
 * bad input like any other: a one-line message, never a thrown error.
 */
export async function readJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  maxBytes: number = DEFAULT_JSON_BODY_BYTES,
): Promise<InputResult<v.InferOutput<TSchema>>> {
  const read = await readLimitedBody(c.req.raw, maxBytes);
  if (!read.ok) return { ok: false, status: 413, message: INPUT_MESSAGE.bodyTooLarge };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read.bytes));
  } catch {
    return { ok: false, status: 400, message: INPUT_MESSAGE.bodyNotJson };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, status: 400, message: INPUT_MESSAGE.bodyNotJson };
  const bad = forbiddenText(body);
  if (bad) return { ok: false, status: 400, message: bad };
  return fromValidation(validateRequest(schema, body));
}

function fromValidation<T>(validation: { ok: true; value: T } | { ok: false; message: string }): InputResult<T> {
  return validation.ok ? validation : { ok: false, status: 400, message: validation.message };
}

// C0 controls other than tab, line feed and carriage return, and DEL: no form field holds them,
// PostgreSQL text cannot hold NUL, and they hide text from people reading logs and tables.
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** The message for the first string (or key) in `value` carrying a NUL or another control character. */
function forbiddenText(value: unknown): AnswerMessage | undefined {
  if (typeof value === "string") {
    if (value.includes("\u0000")) return INPUT_MESSAGE.nul;
    return hasControlCharacter(value) ? INPUT_MESSAGE.control : undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = forbiddenText(item);
      if (bad) return bad;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const bad = forbiddenText(key) ?? forbiddenText(item);
      if (bad) return bad;
    }
  }
  return undefined;
}
