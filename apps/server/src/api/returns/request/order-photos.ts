import { RETURN_REQUEST_MESSAGE } from "@portal/core/messages";
import type { Kysely } from "kysely";
import { findUploadGrantOfOrder } from "@portal/db/repositories/storage-uploads";
import type { Database } from "@portal/db/schema";
import type { CheckedItem } from "./item-rules.ts";
import { refuse, type RuleResult } from "./rule-result.ts";

/** `…/<brand subdomain>/<grant id>/<file name>`: where every upload form puts its file. */
function grantFolderOf(url: string): { subdomain: string; grantId: string; path: string } | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const parts = pathname.split("/").map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return "";
    }
  });
  const [subdomain, grantId, fileName] = parts.slice(-3);
  if (!subdomain || !grantId || !fileName) return undefined;
  return { subdomain, grantId, path: `${subdomain}/${grantId}/${fileName}` };
}

/**
 * Every photo of a return request must be a file uploaded through a form issued for this
 * return order (apps/server/src/api/storage/file-upload-route.ts), not any URL: otherwise a
 * request could point the brand's staff at an off-site image or another order's photos. With
 * the local store the file must also have been stored (the receiver marks it); an S3 store
 * reports nothing back, so there the form's folder is the proof.
 */
export async function checkOrderPhotos(
  db: Kysely<Database>,
  order: { brandId: string; brandSubdomain: string; returnOrderId: string; storeReportsUploads: boolean },
  items: readonly CheckedItem[],
): Promise<RuleResult<null>> {
  for (const line of items) {
    for (const url of line.images) {
      const folder = grantFolderOf(url);
      const grant =
        folder && folder.subdomain === order.brandSubdomain ? await findUploadGrantOfOrder(db, folder.grantId, order.brandId, order.returnOrderId) : undefined;
      const stored =
        grant !== undefined &&
        (order.storeReportsUploads
          ? grant.status === "stored" && grant.objectKey !== null && grant.objectKey.endsWith(folder!.path)
          : grant.keyPrefix.endsWith(`${folder!.subdomain}/${folder!.grantId}/`));
      if (!stored) return refuse(RETURN_REQUEST_MESSAGE.photosNotThisOrder(line.item.title));
    }
  }
  return { ok: true, value: null };
}
