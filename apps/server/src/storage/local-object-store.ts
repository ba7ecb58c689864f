import { createHmac, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { API_BASE_PATH } from "@portal/core/api";
import { isSafeObjectKey } from "./object-key.ts";
import type { ObjectStoreOperations, SignedUrlOptions, StorageArea, UploadTarget } from "./object-store.ts";
import { sameSignature, type S3Credentials } from "./sigv4.ts";

/** The local store's name in policies: forms signed for a bucket are refused here. */
export const LOCAL_BUCKET = "portal-local";
/** The local receiver's credential id; the secret is the upload signing secret. */
const LOCAL_ACCESS_KEY_ID = "portal-local";
const LOCAL_REGION = "local";

/**
 * Files on this server's disk, `<root>/<area>/<key>`, served back by the storage API under
 * `/api/v1/<area>/<key>`. Uploads are posted to `/api/v1/uploads` with the same SigV4 POST
 * policy S3 uses, signed with the upload signing secret. Replicas need a shared folder
 * (or an S3-compatible store) for a file written by one to be served by another.
 */
export class LocalObjectStore implements ObjectStoreOperations {
  readonly kind = "local" as const;
  readonly root: string;
  readonly credentials: S3Credentials;
  readonly region = LOCAL_REGION;

  constructor(options: { root: string; secret: string }) {
    this.root = resolve(options.root);
    this.credentials = { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: options.secret };
  }

  uploadTarget(origin: string): UploadTarget {
    return { url: `${origin}${API_BASE_PATH}/uploads`, bucket: LOCAL_BUCKET, areaPrefix: "", credentials: this.credentials, region: LOCAL_REGION };
  }

  /** The file of a key, or undefined for an unsafe key (never a path outside the area). */
  pathOf(area: StorageArea, key: string): string | undefined {
    if (!isSafeObjectKey(key)) return undefined;
    const areaDir = join(this.root, area);
    const path = resolve(areaDir, ...key.split("/"));
    return path.startsWith(areaDir + sep) ? path : undefined;
  }

  /** Written to a temporary file and renamed, so a reader never sees half a file. */
  async put(area: StorageArea, key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(area, key);
    if (!path) throw new Error(`Unsafe object key: ${JSON.stringify(key)}`);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(area: StorageArea, key: string): Promise<Uint8Array | undefined> {
    const path = this.pathOf(area, key);
    if (!path) return undefined;
    try {
      return await readFile(path);
    } catch {
      return undefined;
    }
  }

  signedUrl(area: StorageArea, key: string, { origin, now, seconds }: SignedUrlOptions): string {
    const expires = Math.floor(now.getTime() / 1000) + seconds;
    const path = `${API_BASE_PATH}/${area}/${key}`;
    return `${origin}${path}?expires=${expires}&signature=${this.#sign(area, key, expires)}`;
  }

  /** True for a link from `signedUrl` that has not expired. */
  verifySignedUrl(area: StorageArea, key: string, expires: string | undefined, signature: string | undefined, now: Date): boolean {
    if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return false;
    if (Number(expires) * 1000 <= now.getTime()) return false;
    return sameSignature(this.#sign(area, key, Number(expires)), signature);
  }

  #sign(area: StorageArea, key: string, expires: number): string {
    return createHmac("sha256", this.credentials.secretAccessKey).update(`GET\n${area}\n${key}\n${expires}`).digest("hex");
  }
}
