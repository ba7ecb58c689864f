import type { SSEStreamingApi } from "hono/streaming";

/** Often enough for proxies' idle time-outs (nginx's proxy_read_timeout is 60 s by default). */
const HEARTBEAT_MS = 25_000;

/**
 * One timer for every open stream of the process, not one per stream: an SSE comment line keeps
 * each connection alive through proxies and tells a dead client apart. Runs only while streams are open.
 */
class Heartbeats {
  readonly #streams = new Set<SSEStreamingApi>();
  #timer: NodeJS.Timeout | undefined;

  add(stream: SSEStreamingApi): () => void {
    this.#streams.add(stream);
    this.#timer ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    return () => {
      this.#streams.delete(stream);
      if (this.#streams.size === 0 && this.#timer) {
        clearInterval(this.#timer);
        this.#timer = undefined;
      }
    };
  }

  /** Ends every open stream (shutdown): browsers reconnect, through the proxy, to a replica that stays. */
  closeAll(): void {
    for (const stream of this.#streams) stream.abort();
  }

  private beat(): void {
    for (const stream of this.#streams) void stream.write(":\n\n").catch(() => stream.abort());
  }
}

export const heartbeats = new Heartbeats();
