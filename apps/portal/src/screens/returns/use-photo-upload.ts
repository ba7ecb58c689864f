import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isAllowedImageFile, sniffImageType, VALIDATION_MESSAGE } from "@portal/core/validation";
import { useReturnFlowStore } from "@portal/ui/returns";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useFlowFacts } from "./flow-context.ts";
import { PHOTOS_NEED_A_SHIPMENT } from "./posted-photos.ts";

/** Where one item's photo uploads stand; rendered as `data-state`. */
export type UploadState = "idle" | "uploading" | "failed";

/**
 * Photos of one returned item: each file is checked by its name and its first bytes (jpeg,
 * png, jpg only), then sent through the pre-signed upload; 204 records the stored URL.
 */
export function usePhotoUpload(itemId: number) {
  const { i18n, t } = useLingui();
  const { api } = usePortal();
  const { data } = useFlowFacts();
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const [state, setState] = useState<UploadState>("idle");
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [error, setError] = useState<string | null>(null);

  async function upload(files: readonly File[]) {
    setError(null);
    // No shipment linked to the return: the API would refuse every grant, so say why at once.
    const shipmentUuid = data.order.shipment_uuid;
    if (!shipmentUuid) {
      setError(i18n._(PHOTOS_NEED_A_SHIPMENT));
      return;
    }
    const accepted: File[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
      if (!isAllowedImageFile(file) || sniffImageType(head) === undefined) {
        setError(i18n._(VALIDATION_MESSAGE["image-type"]));
        continue;
      }
      accepted.push(file);
    }
    if (accepted.length === 0) return;
    setState("uploading");
    setProgress({ done: 0, total: accepted.length });
    let failed = false;
    for (const [index, file] of accepted.entries()) {
      const name = `${Date.now().toString(36)}-${index}-${file.name}`;
      // No blob: preview: the page's CSP allows images from itself only; the stored copy shows once uploaded.
      dispatch({ type: "image-added", itemId, image: { name, preUrl: "", rawFile: file, url: "", fields: {}, s3Url: "" } });
      dispatch({ type: "image-upload-started", itemId });
      const grant = await api.getUploadUrl({ file_key: file.name, key: shipmentUuid });
      const stored = grant.ok ? await api.uploadFile(grant.data, file, file.name) : grant;
      if (stored.ok) {
        dispatch({ type: "image-uploaded", itemId, name, s3Url: stored.data.url });
      } else {
        // Swallowed as the product rules say, but said: the photo is dropped and the shopper may retry.
        failed = true;
        dispatch({ type: "image-upload-failed", itemId, name });
        dispatch({ type: "image-removed", itemId, name });
      }
      setProgress({ done: index + 1, total: accepted.length });
    }
    setState(failed ? "failed" : "idle");
    if (failed) setError(t`A photo could not be uploaded. Please try again.`);
  }

  return { state, progress, error, upload, remove: (name: string) => dispatch({ type: "image-removed", itemId, name }) };
}
