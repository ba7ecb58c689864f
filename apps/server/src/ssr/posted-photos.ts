import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { isAllowedImageFile, sniffImageType } from "@portal/core/validation";
import { findReturnShipmentByUuid } from "@portal/db/repositories/returns-orders";
import { markUploadStored, recordUploadGrant, releaseUploadGrant } from "@portal/db/repositories/storage-uploads";
import { photoErrorField, photoUrlsField, PHOTO_URLS_SEPARATOR, type PhotoRefusal } from "@portal/portal/ssr";
import { storedFileUrl } from "@portal/core/api";
import type { Brand } from "@portal/db/repositories/records";
import { objectStoreFromEnv, uploadSigningSecret } from "../storage/object-store-from-env.ts";
import { safeFileName } from "../storage/object-key.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_FORM_TTL_SECONDS } from "../storage/upload-limits.ts";
import { MAX_PHOTOS_PER_ITEM } from "@portal/core/returns";
import { requestOrigin } from "../api/storage/request-origin.ts";
import { uploadClientKey, uploadQuotaRefusal } from "../api/storage/upload-quota-check.ts";
import { IMAGE_CONTENT_TYPE } from "../api/storage/upload-receiver-route.ts";
import { clientAddressOf } from "../api/security/client-address.ts";
import { FORM_BODY_LIMIT_BYTES } from "./form-posts.ts";
import type { PageDeps } from "./render-page.ts";

/**
 * Photos posted with step 1 of the return flow without script (issue 33 item 18): the body a
 * multipart step may have is the scripted upload's limit per photo times the photos an item
 * may have, plus the form's own fields.
 */
export const POSTED_PHOTOS_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES * MAX_PHOTOS_PER_ITEM + FORM_BODY_LIMIT_BYTES;

/** The file inputs' names: `photos-<item id>` (PhotoField's). */
const PHOTO_INPUT = /^photos-(\d+)$/;

export function isMultipartPost(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}

/** A multipart step as its text fields (first value of each) and its chosen files per item. */
export interface MultipartStep {
  fields: Record<string, string>;
  files: Map<number, File[]>;
}

export async function readMultipartStep(contentType: string, bytes: Uint8Array): Promise<MultipartStep> {
  const fields: Record<string, string> = {};
  const files = new Map<number, File[]>();
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
  } catch {
    // Not a form at all: the step answers as if nothing were posted.
    return { fields, files };
  }
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      fields[name] ??= value;
      continue;
    }
    const item = PHOTO_INPUT.exec(name)?.[1];
    // A file input left empty still sends a part with no name and no bytes.
    if (item === undefined || (value.name === "" && value.size === 0)) continue;
    files.set(Number(item), [...(files.get(Number(item)) ?? []), value]);
  }
  return { fields, files };
}

/** The order the photos belong to, as the flow's page loaded it for this login. */
export interface PhotoOwner {
  brand: Pick<Brand, "id" | "subdomain">;
  /** Undefined when no shipment is linked to the return order: no upload can be granted then. */
  shipmentUuid: string | undefined;
  itemIds: readonly number[];
}

/**
 * Each item's chosen files checked as the scripted upload checks them (name and first bytes:
 * JPEG or PNG; at most 5 MB; at most MAX_PHOTOS_PER_ITEM with those kept), then stored as the
 * scripted two-step upload stores them: a grant recorded for this return order (its quotas
 * first), the object written under the same key scheme, and the URL the browser would have
 * recorded appended to the item's kept photos in `fields`. The first refusal of an item is
 * answered beside it (`refusals`, by photoErrorField); its good files are still kept. With no
 * shipment linked to the order no grant can be made: each item's files are refused ("no-shipment"),
 * as the scripted upload refuses them, never dropped without a word.
 */
export async function storePostedPhotos(
  c: Context,
  deps: PageDeps,
  owner: PhotoOwner,
  step: MultipartStep,
): Promise<{ fields: Record<string, string>; refusals: Record<string, PhotoRefusal> }> {
  const fields = { ...step.fields };
  const refusals: Record<string, PhotoRefusal> = {};
  const { shipmentUuid } = owner;
  const shipment = shipmentUuid ? await findReturnShipmentByUuid(deps.db, owner.brand.id, shipmentUuid) : undefined;
  if (!shipment || !shipmentUuid) {
    for (const itemId of step.files.keys()) if (owner.itemIds.includes(itemId)) refusals[photoErrorField(itemId)] = "no-shipment";
    return { fields, refusals };
  }
  const store = objectStoreFromEnv(deps.env, uploadSigningSecret(deps.env));
  const target = store.uploadTarget(requestOrigin(c, deps.env));
  const clientKey = uploadClientKey(clientAddressOf(c, deps.env.trustProxy));
  for (const [itemId, files] of step.files) {
    if (!owner.itemIds.includes(itemId)) continue;
    const field = photoUrlsField(itemId);
    const kept = (fields[field] ?? "").split(PHOTO_URLS_SEPARATOR).filter((url) => url !== "");
    let refusal: PhotoRefusal | undefined;
    for (const file of files) {
      if (file.size > MAX_UPLOAD_BYTES) {
        refusal ??= "too-large";
        continue;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!isAllowedImageFile(file) || type === undefined) {
        refusal ??= "image-type";
        continue;
      }
      if (kept.length >= MAX_PHOTOS_PER_ITEM) {
        refusal ??= "too-many";
        continue;
      }
      const now = deps.now();
      if (await uploadQuotaRefusal(deps.db, { returnOrderId: shipment.returnOrderId, clientKey }, now)) {
        refusal ??= "quota";
        break;
      }
      const grantId = randomUUID().replaceAll("-", "");
      const fileName = safeFileName(file.name);
      const folder = `${owner.brand.subdomain}/${grantId}/`;
      const keyPrefix = `${target.areaPrefix}${folder}`;
      const objectKey = `${keyPrefix}${fileName}`;
      await recordUploadGrant(deps.db, {
        id: grantId,
        brandId: owner.brand.id,
        keyPrefix,
        fileName,
        ownerKey: shipmentUuid,
        returnOrderId: shipment.returnOrderId,
        clientKey,
        expiresAt: new Date(now.getTime() + UPLOAD_FORM_TTL_SECONDS * 1000),
        now,
      });
      const contentType = IMAGE_CONTENT_TYPE[type];
      await markUploadStored(deps.db, { id: grantId, objectKey, contentType, byteSize: bytes.byteLength, now });
      try {
        // The area is the store's own folder: the key inside it, as the receiver writes it.
        await store.put("uploads", `${folder}${fileName}`, bytes, contentType);
      } catch (error) {
        await releaseUploadGrant(deps.db, grantId, objectKey);
        throw error;
      }
      kept.push(storedFileUrl({ url: target.url, fields: { key: objectKey } }));
    }
    fields[field] = kept.join(PHOTO_URLS_SEPARATOR);
    if (refusal) refusals[photoErrorField(itemId)] = refusal;
  }
  return { fields, refusals };
}
