import type { Context } from "hono";
import { validateRequest, type RequestValidation } from "@portal/core/api";
import type * as v from "valibot";

/**
 * The request's JSON body checked against `schema`; an unreadable body or a mismatch gives
 * the one-line message for a 400 answer.
 */
export async function readJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<RequestValidation<v.InferOutput<TSchema>>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, message: "The body must be a JSON document." };
  }
  return validateRequest(schema, body);
}
