import type { Context } from "hono";
import type * as v from "valibot";
import { validateRequest, type RequestValidation } from "@portal/core/api";
import { RETURNS_MESSAGE } from "../returns-messages.ts";

/** Bounds what one request can make the server parse; a return request with many items fits easily. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** The query string checked against a request schema (the first value of a repeated name counts). */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): RequestValidation<v.InferOutput<TSchema>> {
  return validateRequest(schema, c.req.query());
}

/**
 * The JSON body checked against a request schema. A missing, oversized or non-JSON body is
 * bad input like any other: a one-line message for a 400, never a thrown error.
 */
export async function readJsonBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<RequestValidation<v.InferOutput<TSchema>>> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) return { ok: false, message: RETURNS_MESSAGE.bodyTooLarge };
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) return { ok: false, message: RETURNS_MESSAGE.bodyTooLarge };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: RETURNS_MESSAGE.bodyNotJson };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, message: RETURNS_MESSAGE.bodyNotJson };
  return validateRequest(schema, body);
}
