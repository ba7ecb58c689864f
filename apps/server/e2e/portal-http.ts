import { request } from "node:http";
import { inject } from "vitest";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The port the global setup's server listens on. */
export const portalPort = (): number => inject("portalPort");

/** `http://<brand>.localhost:<port><path>`: Chromium resolves every *.localhost to loopback. */
export function brandUrl(subdomain: string, path: string): string {
  return `http://${subdomain}.localhost:${portalPort()}${path}`;
}

/**
 * GET with an explicit Host header (Node's fetch won't send one), exactly the bytes a
 * browser receives before any script runs.
 */
export function getRaw(host: string, path: string, extraHeaders: Record<string, string> = {}): Promise<RawResponse> {
  return requestRaw(host, path, "GET", undefined, extraHeaders);
}

/** POST of a JSON body with an explicit Host header. */
export function postRaw(host: string, path: string, body: string, extraHeaders: Record<string, string> = {}): Promise<RawResponse> {
  return requestRaw(host, path, "POST", body, extraHeaders);
}

function requestRaw(host: string, path: string, method: "GET" | "POST", body?: string, extraHeaders: Record<string, string> = {}): Promise<RawResponse> {
  const headers = { host: `${host}:${portalPort()}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...extraHeaders };
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: portalPort(), path, method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Script and modulepreload URLs of a page. */
export function scriptUrls(html: string): string[] {
  const urls = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(urls)];
}

export interface DemoLink {
  case: string;
  brand: string;
  url: string;
}

export async function demoLinks(): Promise<DemoLink[]> {
  const res = await getRaw("localhost", "/__demo.json");
  return JSON.parse(res.body) as DemoLink[];
}

/** Path and query of a demo link, for requests through getRaw. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** The demo case of a brand whose name matches, or a clear failure naming what is missing. */
export function findDemoCase(links: readonly DemoLink[], brand: string, pattern: RegExp): DemoLink {
  const found = links.find((l) => l.brand === brand && pattern.test(l.case));
  if (!found) throw new Error(`no demo case ${pattern} for ${brand}`);
  return found;
}
