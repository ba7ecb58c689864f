import { useLingui } from "@lingui/react/macro";
import type { ReturnRequestEntry } from "@portal/core/returns";

/** An item's stored photos as small thumbnails (the review step), so a shopper sees what goes with the request. */
export function StoredPhotos({ entry }: { entry: ReturnRequestEntry }) {
  const { t } = useLingui();
  const stored = entry.images.filter((image) => image.s3Url !== "");
  if (stored.length === 0) return null;
  return (
    <ul data-part="stored-photos">
      {stored.map((image, i) => (
        <li key={image.name}>
          <img src={image.s3Url} alt={t`Photo ${i + 1}`} width={40} height={40} />
        </li>
      ))}
    </ul>
  );
}
