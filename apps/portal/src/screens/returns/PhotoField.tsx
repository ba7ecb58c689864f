import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { ReturnRequestEntry } from "@portal/core/returns";
import { usePhotoUpload } from "./use-photo-upload.ts";
import { useFlowFacts } from "./flow-context.ts";
import { photoUrlsField, PHOTO_REFUSAL_MESSAGE, PHOTO_URLS_SEPARATOR, REMOVE_PHOTO_FIELD } from "./posted-photos.ts";

interface PhotoFieldProps {
  entry: ReturnRequestEntry;
  /** The item's name, for the too-many message. */
  title: string;
  /** The reason's minimum, with how many are uploaded; null when photos are optional. */
  required: { added: number; minimum: number } | null;
  invalid: { "aria-invalid"?: true; "aria-describedby"?: string };
  error: ReactNode;
}

/** Photos of one item: jpeg/png only, progress while uploading, the reason's minimum shown. */
export function PhotoField({ entry, title, required, invalid, error }: PhotoFieldProps) {
  const { t, i18n } = useLingui();
  const upload = usePhotoUpload(entry.itemId);
  // Without script the server checked the posted files: its refusal reads as the script's would.
  const refusal = useFlowFacts().postedPhotoRefusalOf(entry.itemId);
  const uploadError = upload.error ?? (refusal ? i18n._(PHOTO_REFUSAL_MESSAGE[refusal](title)) : null);
  const storedUrls = entry.images.flatMap((image) => (image.s3Url ? [image.s3Url] : []));
  const inputId = useId();
  const hintId = useId();
  const uploadErrorId = useId();
  const describedBy = [hintId, invalid["aria-describedby"], uploadError ? uploadErrorId : undefined].filter(Boolean).join(" ");
  return (
    <div data-part="photos" data-state={upload.state}>
      <label htmlFor={inputId}>{t`Photos`}</label>
      <p id={hintId} data-part="hint">
        {required ? t`Add at least ${required.minimum} photos (${required.added} added). JPEG or PNG.` : t`Optional. JPEG or PNG.`}
      </p>
      <input
        id={inputId}
        type="file"
        name={`photos-${entry.itemId}`}
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        multiple
        aria-describedby={describedBy}
        aria-invalid={invalid["aria-invalid"] ?? (refusal ? true : undefined)}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          void upload.upload(files);
        }}
      />
      {upload.state === "uploading" ? (
        <div role="status" data-part="upload-progress">
          <progress max={upload.progress.total} value={upload.progress.done} aria-label={t`Uploading photos`} />
          <span>{t`Uploading ${upload.progress.done} of ${upload.progress.total}…`}</span>
        </div>
      ) : null}
      {/* The stored photos ride along with the step posted without script (never the files again). */}
      <input type="hidden" name={photoUrlsField(entry.itemId)} value={storedUrls.join(PHOTO_URLS_SEPARATOR)} />
      {uploadError ? (
        <p id={uploadErrorId} className="portal-field-error" role="alert">
          {uploadError}
        </p>
      ) : null}
      {error}
      {entry.images.length > 0 ? (
        <ul data-part="photo-list">
          {entry.images.map((image, i) => (
            <li key={image.name} data-state={image.s3Url ? "stored" : "uploading"}>
              {image.s3Url ? (
                <img src={image.s3Url} alt={t`Photo ${i + 1}`} width={56} height={56} />
              ) : (
                <span data-part="photo-pending">{t`Photo ${i + 1}`}</span>
              )}
              {/* Without script it posts the step, naming the photo; with script the click removes it here. */}
              <button
                type="submit"
                name={REMOVE_PHOTO_FIELD}
                value={`${entry.itemId} ${image.s3Url ?? image.name}`}
                formNoValidate
                onClick={(event) => {
                  event.preventDefault();
                  upload.remove(image.name);
                }}
                aria-label={t`Remove photo ${i + 1}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
