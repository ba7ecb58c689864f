import { createHash } from "node:crypto";

/**
 * What makes two requests "the same request" for an Idempotency-Key: method, path, query and
 * the body's exact bytes. A retry sends the same bytes; anything else under the key is 422.
 */
export function requestFingerprint(method: string, url: string, body: Uint8Array): string {
  const { pathname, search } = new URL(url);
  return createHash("sha256").update(`${method} ${pathname}${search}\n`).update(body).digest("base64url");
}
