import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sniffImageType, type SniffedImageType } from "@portal/core/validation";
import { findUploadGrant, markUploadStored, releaseUploadGrant } from "@portal/db/repositories/storage-uploads";
import { LOCAL_BUCKET, type LocalObjectStore } from "../../storage/local-object-store.ts";
import { isSafeObjectKey } from "../../storage/object-key.ts";
import { verifyPresignedPost } from "../../storage/presigned-post.ts";
import { MAX_UPLOAD_BYTES } from "../../storage/upload-limits.ts";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit } from "../rate-limit.ts";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import { sendFail } from "../../http/envelope.ts";
import { answerForPostFailure } from "./upload-failures.ts";
import { resolveApiBrand } from "../request-brand.ts";

/** Room for the form's other fields and the multipart framing around a 5 MB file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const IMAGE_CONTENT_TYPE: Record<SniffedImageType, string> = { jpeg: "image/jpeg", png: "image/png" };

/**
 * POST /uploads: the local stand-in for an S3 bucket's POST upload. Checks the form exactly
 * as S3 would (signature, expiry, key prefix, size, fields), then what S3 cannot: that the
 * bytes really are a JPEG or PNG, and that the form was issued on this brand's host. One file
 * per form; answers 204 with the file's URL in Location.
 */
export function uploadReceiverRoute(deps: ApiDeps, store: LocalObjectStore): Hono {
  const api = new Hono();
  api.post(
    "/uploads",
    rateLimit(deps, "upload"),
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES, onError: (c) => sendFail(c, 413, STORAGE_MESSAGE.tooLarge) }),
    async (c) => {
      // A form is good only on the brand host that issued it: one with no brand is refused unread.
      const brand = await resolveApiBrand(c, deps);
      if (!brand) return sendFail(c, 403, STORAGE_MESSAGE.formUnknown);
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        return sendFail(c, 400, STORAGE_MESSAGE.notMultipart);
      }
      const fields: Record<string, string> = {};
      let file: File | undefined;
      for (const [name, value] of form.entries()) {
        const field = name.toLowerCase();
        if (typeof value === "string") fields[field] ??= value;
        else if (field === "file") file ??= value;
      }
      if (!file) return sendFail(c, 400, STORAGE_MESSAGE.noFile);
      if (file.size > MAX_UPLOAD_BYTES) return sendFail(c, 413, STORAGE_MESSAGE.tooLarge);

      const now = deps.now();
      const verified = verifyPresignedPost(fields, {
        credentials: store.credentials,
        region: store.region,
        bucket: LOCAL_BUCKET,
        fileSize: file.size,
        now,
        isSafeKey: isSafeObjectKey,
      });
      if (!verified.ok) {
        const answer = answerForPostFailure(verified.failure);
        return sendFail(c, answer.status, answer.message);
      }

      // The bytes decide, never the name or the declared type.
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type) return sendFail(c, 400, STORAGE_MESSAGE.imageType);

      // Keys are <brand>/<grant id>/<name>: the grant says which form this is.
      const grantId = verified.key.split("/")[1] ?? "";
      const grant = await findUploadGrant(deps.db, grantId);
      // Issued on another brand's host (kestrel's form posted to banyan): unknown here.
      if (!grant || !verified.key.startsWith(grant.keyPrefix) || grant.brandId !== brand.id) return sendFail(c, 403, STORAGE_MESSAGE.formUnknown);
      const contentType = IMAGE_CONTENT_TYPE[type];
      // Claim the form before writing, so two racing posts cannot both write.
      if (!(await markUploadStored(deps.db, { id: grant.id, objectKey: verified.key, contentType, byteSize: bytes.byteLength, now }))) {
        return sendFail(c, 403, STORAGE_MESSAGE.formUsed);
      }
      try {
        await store.put("uploads", verified.key, bytes);
      } catch (error) {
        await releaseUploadGrant(deps.db, grant.id, verified.key);
        throw error;
      }
      c.header("Location", `${c.req.path.replace(/\/+$/, "")}/${verified.key}`);
      return c.body(null, 204);
    },
  );
  return api;
}
