import type { ServerOptions } from "node:http";

/** Headers come in one packet or two: a client still sending them after this is holding a socket. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Node checks its timeouts on this interval (default 30 s, which would let a stalled body live that long). */
const CHECK_INTERVAL_MS = 1_000;

/**
 * Node's limits on how long a request may take to arrive: headers within 10 s, the whole
 * request (body included) within REQUEST_TIMEOUT_SECONDS, else Node answers 408 and closes the
 * connection. Node's default is 300 s, so a body that never ends held its socket for minutes.
 * Slow links still send a 5 MB photo in the default 20 s at 2 Mbit/s; raise it for slower ones.
 */
export function requestTimeoutOptions(requestTimeoutSeconds: number): Pick<ServerOptions, "headersTimeout" | "requestTimeout" | "connectionsCheckingInterval"> {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    // Node requires headersTimeout ≤ requestTimeout.
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}
