import type { Context } from "hono";
import * as v from "valibot";
import { validateRequest, type RequestValidation } from "@portal/core/api";

export const BODY_NOT_JSON_MESSAGE = "The request body must be a JSON object.";
export const BODY_TOO_LARGE_MESSAGE = "The request body is too large.";
/** Far above any form these calls take; bounds what one request can make the server parse and store. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

/** The query string checked against a request schema (the first value of a repeated name counts). */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): RequestValidation<v.InferOutput<TSchema>> {
  return validateRequest(schema, c.req.query());
}

/**
 * The JSON body checked against a request schema. A body that is missing, not JSON or not
 * an object is bad input like any other: a one-line message, never a thrown error.
 */
export async function readJsonBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<RequestValidation<v.InferOutput<TSchema>>> {
  if (Number(c.req.header("content-length") ?? 0) > MAX_JSON_BODY_BYTES) return { ok: false, message: BODY_TOO_LARGE_MESSAGE };
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) return { ok: false, message: BODY_TOO_LARGE_MESSAGE };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: BODY_NOT_JSON_MESSAGE };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, message: BODY_NOT_JSON_MESSAGE };
  return validateRequest(schema, body);
}
