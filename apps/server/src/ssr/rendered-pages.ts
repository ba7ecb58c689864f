import { createHash } from "node:crypto";
import type { ContentCoding } from "../http/compression.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A page as served: everything its answer needs, the body already in its coding. */
export interface RenderedPage {
  status: ContentfulStatusCode;
  contentSecurityPolicy: string;
  body: Buffer<ArrayBuffer>;
  coding: ContentCoding | undefined;
  /** A tracking page the shopper's service worker may keep for reading offline. */
  keepOffline: boolean;
}

/**
 * The clock a page is rendered by: the request's time to the minute. Nothing a page shows is
 * finer (dates, delivery windows, the rating window, the copyright year), and a page's state
 * then repeats within its minute, so a page rendered once can answer the repeats.
 */
export function pageClock(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * The body in memory of its own size: zlib hands back its output in a 16 KiB chunk, so a
 * 10 KB page would keep 16 KiB alive and the budget would undercount by half.
 */
function compact(body: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  if (body.byteLength === body.buffer.byteLength) return body;
  // Not Buffer.from(body): a copy below half of Buffer.poolSize (64 KiB on Node 24) lands in
  // the shared pool and keeps that whole pool alive.
  const own = Buffer.allocUnsafeSlow(body.byteLength);
  body.copy(own);
  return own;
}

/** Pages held at once, in bytes of their bodies; a brotli tracking page is about 10 KB. */
const DEFAULT_BUDGET_BYTES = 8 * 1024 * 1024;

/**
 * Pages rendered in the current minute, by what they were rendered from: the path and
 * query, the inlined state (the screen's data, brand, theme, language, device and render
 * minute; the browser hydrates from it alone, so the markup is a function of it) and the
 * coding. A repeat within the minute (a reload, a link preview before the shopper's own tap,
 * a second tab) skips React's render and the compression, which are most of a page's CPU;
 * the screen's data is still read on every request, so a changed shipment changes the state
 * and is never answered from here. Held only for the minute and within a byte budget.
 */
export class RenderedPages {
  readonly #budget: number;
  #minute = "";
  #bytes = 0;
  readonly #pages = new Map<string, RenderedPage>();

  constructor(budgetBytes = DEFAULT_BUDGET_BYTES) {
    this.#budget = budgetBytes;
  }

  /** The key of a page: a digest, so a held page costs its body and 44 characters. */
  static keyOf(pathAndQuery: string, stateJson: string, coding: ContentCoding | undefined): string {
    return createHash("sha256")
      .update(`${coding ?? "identity"}\n${pathAndQuery}\n`)
      .update(stateJson)
      .digest("base64");
  }

  get(key: string): RenderedPage | undefined {
    return this.#pages.get(key);
  }

  /** Holds a page rendered at `renderedAt` (its state's); pages of an earlier minute are let go. */
  set(key: string, renderedAt: string, page: RenderedPage): void {
    if (renderedAt !== this.#minute) {
      this.#pages.clear();
      this.#bytes = 0;
      this.#minute = renderedAt;
    }
    if (page.body.length > this.#budget || this.#pages.has(key)) return;
    // Oldest first out: a Map iterates in insertion order.
    for (const [oldest, held] of this.#pages) {
      if (this.#bytes + page.body.length <= this.#budget) break;
      this.#pages.delete(oldest);
      this.#bytes -= held.body.length;
    }
    this.#pages.set(key, { ...page, body: compact(page.body) });
    this.#bytes += page.body.length;
  }

  /** Pages and body bytes held now. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.#pages.size, bytes: this.#bytes };
  }
}
