import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/** How long a connection closed with its request's body unread stays open, unread, for its client to read the answer. */
export const LINGER_MS = 2_000;

const patched = Symbol("portal.lingerPatched");
const latestRequest = Symbol("portal.latestRequest");
const lingering = Symbol("portal.lingering");

type PatchedSocket = Socket & { [patched]?: true; [latestRequest]?: IncomingMessage; [lingering]?: true; _paused?: boolean };

/**
 * A lingering close (RFC 9112 9.6) for answers given without reading the request's body
 * (`close-after-unread-body.ts`). Node closes such a connection as soon as the answer is
 * flushed; with the body's unread bytes still in the socket the kernel then sends a reset, and
 * a client still sending (and not yet reading) loses the answer to it. Here the answer is
 * followed by a FIN and the socket stops reading — memory stays where it was, the client's
 * writes stall on a full window — and it is destroyed once the client hangs up or after
 * `LINGER_MS`. A request whose body was read whole closes as Node always did, so a proxy
 * speaking HTTP/1.0 upstream holds no sockets open.
 */
export function lingerOnUnreadClose(incoming: IncomingMessage): void {
  const socket = incoming.socket as PatchedSocket | null;
  if (!socket) return;
  // Node calls destroySoon once the last answer on the connection is flushed: the one to the
  // connection's latest request.
  socket[latestRequest] = incoming;
  if (socket[patched]) return;
  socket[patched] = true;
  const closeAsNodeDoes = socket.destroySoon.bind(socket);
  socket.destroySoon = function lingeringClose(this: PatchedSocket) {
    if (this[lingering]) return;
    if (this[latestRequest]?.complete !== false) return closeAsNodeDoes();
    this[lingering] = true;
    // Node's IncomingMessage resumes the socket to drain the body unless it is marked paused.
    this._paused = true;
    this.pause();
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}
