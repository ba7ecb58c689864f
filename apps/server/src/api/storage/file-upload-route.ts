import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { API_ENDPOINTS, UploadUrlQuerySchema } from "@portal/core/api";
import { ALLOWED_IMAGE_EXTENSIONS, extensionOf } from "@portal/core/validation";
import { findReturnShipmentByUuid } from "@portal/db/repositories/returns-orders";
import { recordUploadGrant } from "@portal/db/repositories/storage-uploads";
import type { ObjectStore } from "../../storage/object-store-from-env.ts";
import { safeFileName } from "../../storage/object-key.ts";
import { presignPost } from "../../storage/presigned-post.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_FORM_TTL_SECONDS } from "../../storage/upload-limits.ts";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit } from "../rate-limit.ts";
import { clientAddressOf } from "../security/client-address.ts";
import { uploadQuotaRefusal, uploadClientKey } from "./upload-quota-check.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { requestOrigin } from "./request-origin.ts";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import { readQuery } from "../../http/request-input.ts";
import { sendFail, sendOk } from "../../http/envelope.ts";

type ImageExtension = (typeof ALLOWED_IMAGE_EXTENSIONS)[number];

const CONTENT_TYPE: Record<ImageExtension, string> = { jpeg: "image/jpeg", jpg: "image/jpeg", png: "image/png" };

function isImageExtension(extension: string): extension is ImageExtension {
  return (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * GET file-upload (file_key, key): a signed POST form for one image, valid 10 minutes, whose
 * key must stay inside a fresh folder under the brand's upload prefix. With an S3-compatible
 * store the form goes to the bucket; otherwise to this server's receiver (POST /uploads).
 * `key` must be a shipment_uuid of one of the brand's return orders: return-info hands it out
 * only to a shopper who proved they know the order, so a form is issued only for such an
 * order, and is recorded against it (a return request accepts only its own order's photos).
 * Per-order and per-client quotas (count and bytes) bound what one order or client may store.
 */
export function fileUploadRoute(deps: ApiDeps, store: ObjectStore): Hono {
  const api = new Hono();
  api.get(`/${API_ENDPOINTS.uploadUrl.path}`, rateLimit(deps, "file-upload"), async (c) => {
    const query = readQuery(c, UploadUrlQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const extension = extensionOf(query.value.file_key);
    if (!isImageExtension(extension)) return sendFail(c, 400, STORAGE_MESSAGE.imageType);
    const brand = await resolveApiBrand(c, deps);
    if (!brand) return sendFail(c, 404, STORAGE_MESSAGE.noBrand);
    const shipment = await findReturnShipmentByUuid(deps.db, brand.id, query.value.key);
    if (!shipment) return sendFail(c, 404, STORAGE_MESSAGE.noOrder);

    const now = deps.now();
    const clientKey = uploadClientKey(clientAddressOf(c, deps.env.trustProxy));
    const refusal = await uploadQuotaRefusal(deps.db, { returnOrderId: shipment.returnOrderId, clientKey }, now);
    if (refusal) {
      c.header("Retry-After", String(refusal.retryAfterSeconds));
      return sendFail(c, 429, refusal.message);
    }
    const target = store.uploadTarget(requestOrigin(c, deps.env));
    const grantId = randomUUID().replaceAll("-", "");
    const fileName = safeFileName(query.value.file_key);
    const keyPrefix = `${target.areaPrefix}${brand.subdomain}/${grantId}/`;
    const post = presignPost(
      {
        url: target.url,
        bucket: target.bucket,
        keyPrefix,
        key: `${keyPrefix}${fileName}`,
        contentType: CONTENT_TYPE[extension],
        maxBytes: MAX_UPLOAD_BYTES,
        expiresSeconds: UPLOAD_FORM_TTL_SECONDS,
      },
      { credentials: target.credentials, region: target.region, now },
    );
    await recordUploadGrant(deps.db, {
      id: grantId,
      brandId: brand.id,
      keyPrefix,
      fileName,
      ownerKey: query.value.key,
      returnOrderId: shipment.returnOrderId,
      clientKey,
      expiresAt: new Date(now.getTime() + UPLOAD_FORM_TTL_SECONDS * 1000),
      now,
    });
    c.header("Cache-Control", "no-store");
    return sendOk(c, post);
  });
  return api;
}
