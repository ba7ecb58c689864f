import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { documentAnswerHeaders } from "./security-headers.ts";
import { requestTimeoutOptions } from "./request-timeouts.ts";
import { lingerOnUnreadClose } from "./linger-unread-close.ts";

/** What a request that cannot be read as a URL (a backslash in its path, a Host that is no host name) is told. */
export const MALFORMED_REQUEST_TEXT = "This request is malformed.";
/** What a failure on the server's side is told: by the app's onError (app.ts), and here for one that escapes it. */
export const FAILED_TEXT = "Something went wrong on our side. Please try again.";

/**
 * The portal's HTTP server around an app's fetch. Two things happen before the app:
 * - a Host in capitals is read in lower case (host names are case-insensitive, RFC 9110
 *   4.2.3), where the adapter refused it;
 * - a request the adapter cannot turn into a URL gets a 400 with a line of text and every
 *   security header, instead of an empty answer without them.
 * Requests that arrive too slowly end in 408 (`request-timeouts.ts`); an answer given with the
 * request's body unread is closed lingering, so its client can read it (`linger-unread-close.ts`).
 */
export function createPortalServer(
  fetch: (request: Request) => Response | Promise<Response>,
  { hostname, publicUrl, requestTimeoutSeconds = 20 }: { hostname: string; publicUrl: string | undefined; requestTimeoutSeconds?: number },
): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    // The adapter's RequestError: the request itself could not be read.
    errorHandler: (error) => {
      const malformed = error instanceof Error && error.name === "RequestError";
      const headers = documentAnswerHeaders({ publicUrl });
      headers.set("Content-Type", "text/plain; charset=utf-8");
      return new Response(malformed ? MALFORMED_REQUEST_TEXT : FAILED_TEXT, { status: malformed ? 400 : 500, headers });
    },
  });
  return createServer(requestTimeoutOptions(requestTimeoutSeconds), (incoming, outgoing) => {
    const host = incoming.headers.host;
    if (host !== undefined && host !== host.toLowerCase()) incoming.headers.host = host.toLowerCase();
    lingerOnUnreadClose(incoming);
    return listener(incoming, outgoing);
  });
}
