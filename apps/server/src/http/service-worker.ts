import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * GET /sw.js: the portal's service worker (apps/portal/public/sw.js, copied into the client
 * build), served from every brand's host so each brand's origin keeps its own offline copy.
 * Not cached by name: a browser must see a new version on its next visit.
 */
export function serviceWorkerHandler(clientDir: string): () => Promise<Response> {
  let script: Promise<Buffer | undefined> | undefined;
  return async () => {
    script ??= readFile(join(clientDir, "sw.js")).catch(() => undefined);
    const body = await script;
    if (!body) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    return new Response(new Uint8Array(body), { headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" } });
  };
}
