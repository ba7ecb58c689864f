import type { Context } from "hono";
import type * as v from "valibot";
import { validateRequest, type RequestValidation } from "@portal/core/api";
import { RETURNS_MESSAGE } from "../returns-messages.ts";

/** Bounds what one request can make the server parse; a return request with many items fits easily. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** PostgreSQL text cannot hold NUL, so such input would fail in the database instead of here. */
export const NUL_MESSAGE = "Text must not contain NUL characters.";

/** The query string checked against a request schema (the first value of a repeated name counts). */
export function readQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): RequestValidation<v.InferOutput<TSchema>> {
  const query = c.req.query();
  if (containsNul(query)) return { ok: false, message: NUL_MESSAGE };
  return validateRequest(schema, query);
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
  if (containsNul(body)) return { ok: false, message: NUL_MESSAGE };
  return validateRequest(schema, body);
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === "object") return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  return false;
}
