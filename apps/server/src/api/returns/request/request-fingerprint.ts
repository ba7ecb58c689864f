import { createHash } from "node:crypto";
import type { ReturnRequestBodySchema } from "@portal/core/api";
import type * as v from "valibot";

type CheckedBody = v.InferOutput<typeof ReturnRequestBodySchema>;

/**
 * What makes two submissions "the same request": the client's request id when it sent one
 * (every retry of a submit repeats it), else the whole checked body, so even clients that
 * send no id cannot place the identical request twice. Hashed: the body holds bank details,
 * which must not sit in clear text in an index.
 */
export function requestFingerprint(body: CheckedBody): string {
  const source = body.client_request_id ? `id:${body.client_request_id}` : `body:${JSON.stringify(body)}`;
  return createHash("sha256").update(source).digest("hex");
}
