import type { MiddlewareHandler } from "hono";

/**
 * An answer given without reading the request's body (a write refused on its headers: no API
 * key, a foreign Origin) closes the connection. Otherwise the rest of the body would have to
 * be read and thrown away to keep the connection alive: the adapter does that for up to 64 MB
 * or 500 ms each, so a few keyless large uploads held tens of MB (test:security checks memory). A client
 * still sending when the connection closes may see a reset instead of the answer if it has not
 * read it yet; only a client sending a large body it was not allowed to send can be there.
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const declared = c.req.header("transfer-encoding") !== undefined || Number(c.req.header("content-length") ?? "0") > 0;
  if (!declared || c.req.raw.bodyUsed) return;
  try {
    c.res.headers.set("Connection", "close");
  } catch {
    // An answer with immutable headers (a fetched one) keeps the adapter's drain instead.
  }
};
