import { request } from "node:http";

/**
 * A `fetch` that sends every request with this Host header, over real HTTP. The global
 * fetch always sends the URL's own host, and brands are told apart by host, so tests of
 * `acme.<base domain>` need this. Fits core's API client (`fetch` option) too.
 */
export function fetchAs(host: string, extraHeaders: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const url = new URL(outgoing.url);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    const headers: Record<string, string> = { ...Object.fromEntries(outgoing.headers), ...extraHeaders, host };
    if (body) headers["content-length"] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const req = request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: outgoing.method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            // Repeated headers (Set-Cookie) stay separate lines, as a browser sees them.
            for (const line of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, line);
          }
          const status = res.statusCode ?? 500;
          const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(payload, { status, statusText: res.statusMessage ?? "", headers: responseHeaders }));
        });
      });
      req.on("error", reject);
      if (body) req.write(body);
      req.end();
    });
  };
}
