import type { Context } from "hono";
import type * as v from "valibot";
import { validateRequest, type RequestValidation } from "@portal/core/api";
import { INPUT_MESSAGE } from "@portal/core/messages";
import type { AnswerMessage } from "./envelope.ts";
import { nestsDeeperThan } from "./json-depth.ts";
import { answerMessageOf } from "./request-message.ts";
import { readLimitedBody } from "./read-limited-body.ts";

/** Valid input, or why not with the status to answer: 413 for a body over its limit, else 400. */
export type InputResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413; message: AnswerMessage };

/** Far above any form the shopper calls take; bounds what one request can make the server parse. */
export const DEFAULT_JSON_BODY_BYTES = 64 * 1024;

/** The query string checked against a request schema (the first value of a repeated name counts). */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): InputResult<v.InferOutput<TSchema>> {
  const query = c.req.query();
  const bad = forbiddenText(query);
  if (bad) return failure(400, bad);
  return fromValidation(validateRequest(schema, query));
}

/** What made a body unreadable: the keys of INPUT_MESSAGE, so a caller with words of its own can map each. */
export type InputProblem = keyof typeof INPUT_MESSAGE;

/** A body that could not be read or parsed, with the status to answer and the layer's message. */
export interface InputFailure {
  ok: false;
  status: 400 | 413;
  problem: InputProblem;
  message: AnswerMessage;
}

/**
 * The body's exact bytes, counted while read: over `maxBytes` it is a 413 before the rest
 * arrives. For callers that must see the bytes as sent (a webhook's signature) before
 * parsing them with `parseJsonBytes`.
 */
export async function readBodyBytes(c: Context, maxBytes: number): Promise<{ ok: true; bytes: Uint8Array } | InputFailure> {
  const read = await readLimitedBody(c.req.raw, maxBytes);
  return read.ok ? read : failure(413, "bodyTooLarge");
}

/**
 * A JSON document from a body's bytes: UTF-8 (strictly), JSON, and no NUL or other control
 * character in any string or key. Any JSON value; `readJsonBody` also wants an object.
 */
export function parseJsonBytes(bytes: Uint8Array): { ok: true; value: unknown } | InputFailure {
  const parsed = parseJson(bytes);
  if (!parsed.ok) return parsed;
  const bad = forbiddenText(parsed.value);
  return bad ? failure(400, bad) : parsed;
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
  const read = await readBodyBytes(c, maxBytes);
  if (!read.ok) return read;
  const body = parseJson(read.bytes);
  if (!body.ok) return body;
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) return failure(400, "bodyNotJson");
  const bad = forbiddenText(body.value);
  if (bad) return failure(400, bad);
  return fromValidation(validateRequest(schema, body.value));
}

/**
 * A JSON document whose records are checked one by one (the import's ingest): UTF-8 JSON
 * object within `maxBytes`, and nothing more. NUL, nesting and length are each record's own
 * refusal with its path (the import's record validator), as the CLI does, so one bad record
 * does not cost the good ones. JSON.parse itself does not recurse, so depth is no danger here.
 */
export async function readJsonDocument(c: Context, maxBytes: number): Promise<{ ok: true; value: Record<string, unknown> } | InputFailure> {
  const read = await readBodyBytes(c, maxBytes);
  if (!read.ok) return read;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read.bytes));
  } catch {
    return failure(400, "bodyNotJson");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return failure(400, "bodyNotJson");
  return { ok: true, value: value as Record<string, unknown> };
}

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | InputFailure {
  if (nestsDeeperThan(bytes)) return failure(400, "bodyTooDeep");
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return failure(400, "bodyNotJson");
  }
}

function failure(status: 400 | 413, problem: InputProblem): InputFailure {
  return { ok: false, status, problem, message: INPUT_MESSAGE[problem] };
}

function fromValidation<T>(validation: RequestValidation<T>): InputResult<T> {
  return validation.ok ? validation : { ok: false, status: 400, message: answerMessageOf(validation.message) };
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

/** What is wrong with the first string (or key) in `value` carrying a NUL or another control character. */
function forbiddenText(value: unknown): "nul" | "control" | undefined {
  if (typeof value === "string") {
    if (value.includes("\u0000")) return "nul";
    return hasControlCharacter(value) ? "control" : undefined;
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
