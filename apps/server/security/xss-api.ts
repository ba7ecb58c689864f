import { request } from "node:http";
import { portalPort } from "../e2e/portal-http.ts";

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * A JSON call to the portal's API on a brand's host, as the shopper's browser makes it.
 * node:http, since fetch will not send a Host header (the brand is in the host).
 */
export function callApi(brand: string, method: "GET" | "POST" | "PUT", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: portalPort(),
        path,
        method,
        headers: { host: `${brand}.localhost:${portalPort()}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: kept as text for the failure message
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The first value under `key` anywhere in a parsed JSON answer. */
export function findValue(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object") return undefined;
  if (!Array.isArray(value) && key in value) return (value as Record<string, unknown>)[key];
  for (const inner of Object.values(value)) {
    const found = findValue(inner, key);
    if (found !== undefined) return found;
  }
  return undefined;
}
