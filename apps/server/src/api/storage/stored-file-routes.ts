import { Hono } from "hono";
import { sniffImageType } from "@portal/core/validation";
import type { LocalObjectStore } from "../../storage/local-object-store.ts";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import { sendFail } from "../../http/envelope.ts";
import { IMAGE_CONTENT_TYPE } from "./upload-receiver-route.ts";
import { rateLimit } from "../rate-limit.ts";

/** Nothing in a stored file may run or be reinterpreted, whatever it claims to be. */
const LOCKED_DOWN = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
} as const;

/**
 * The local store's files: GET /uploads/<key> (shoppers' images, public by key on their own
 * brand's host) and GET /labels/<key>?expires=…&signature=… (labels, only through a signed link).
 */
export function storedFileRoutes(deps: ApiDeps, store: LocalObjectStore): Hono {
  const api = new Hono();

  api.get("/uploads/:key{.+}", rateLimit(deps, "stored-file"), async (c) => {
    const key = c.req.param("key");
    // Upload keys start with their brand's subdomain: a file is served on its own brand's host only.
    const brand = await resolveApiBrand(c, deps);
    if (!brand || !key.startsWith(`${brand.subdomain}/`)) return sendFail(c, 404, STORAGE_MESSAGE.noSuchFile);
    const bytes = await store.read("uploads", key);
    const type = bytes && sniffImageType(bytes);
    // Only images are ever stored here; anything else is not served.
    if (!bytes || !type) return sendFail(c, 404, STORAGE_MESSAGE.noSuchFile);
    return c.body(Buffer.from(bytes), 200, {
      ...LOCKED_DOWN,
      "Content-Type": IMAGE_CONTENT_TYPE[type],
      // A key is never reused (one file per form), so the file never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  api.get("/labels/:key{.+}", rateLimit(deps, "stored-file"), async (c) => {
    const key = c.req.param("key");
    // Label keys start with their brand's subdomain: a link works on its own brand's host only.
    const brand = await resolveApiBrand(c, deps);
    const ownBrand = brand !== undefined && key.startsWith(`${brand.subdomain}/`);
    if (!store.verifySignedUrl("labels", key, c.req.query("expires"), c.req.query("signature"), deps.now()) || !ownBrand) {
      return sendFail(c, 403, STORAGE_MESSAGE.labelLink);
    }
    const bytes = await store.read("labels", key);
    if (!bytes) return sendFail(c, 404, STORAGE_MESSAGE.noSuchFile);
    const name = key.split("/").pop() ?? "label.pdf";
    return c.body(Buffer.from(bytes), 200, {
      ...LOCKED_DOWN,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="shipping-label-${name}"`,
      // Labels carry addresses: no shared caches.
      "Cache-Control": "private, no-store",
    });
  });

  return api;
}
