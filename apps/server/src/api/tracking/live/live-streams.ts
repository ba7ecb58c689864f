/** A live-tracking stream as the registry sees it: text out, and an end. */
export interface LiveStream {
  write(text: string): unknown;
  end(): void;
}

/** Often enough for proxies' idle time-outs (nginx's proxy_read_timeout is 60 s by default). */
const HEARTBEAT_MS = 25_000;

/**
 * Every open live-tracking stream of the process. One timer for all of them, not one per stream:
 * an SSE comment line keeps each connection alive through proxies and finds dead clients. Runs
 * only while streams are open; `closeAll` ends them on shutdown.
 */
class LiveStreams {
  readonly #streams = new Set<LiveStream>();
  #timer: NodeJS.Timeout | undefined;

  get size(): number {
    return this.#streams.size;
  }

  add(stream: LiveStream): () => void {
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
    for (const stream of this.#streams) stream.end();
  }

  private beat(): void {
    for (const stream of this.#streams) stream.write(":\n\n");
  }
}

export const liveStreams = new LiveStreams();
