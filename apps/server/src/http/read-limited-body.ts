/** The body's bytes, or "too-large" as soon as more than `maxBytes` arrive. */
export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" };

/**
 * Reads a request body chunk by chunk and stops at the limit, so an endless or huge body
 * costs at most `maxBytes` of memory: a declared Content-Length over the limit is refused
 * before a byte is read, and a chunked body is cancelled the moment it passes the limit.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, reason: "too-large" };
  if (request.body === null) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
