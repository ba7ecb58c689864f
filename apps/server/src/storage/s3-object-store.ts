import type { ObjectStoreOperations, SignedUrlOptions, StorageArea, UploadTarget } from "./object-store.ts";
import { encodePath, presignUrl, sha256Hex, signRequestHeaders, type S3Credentials } from "./sigv4.ts";

export interface S3Config {
  /** https://s3.eu-west-1.amazonaws.com, http://minio:9000, … (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<area>/<key>`) so it
 * works with AWS, MinIO, R2 and the like. Browsers post uploads to it directly; labels are
 * PUT by the worker and handed out as pre-signed GET links.
 */
export class S3ObjectStore implements ObjectStoreOperations {
  readonly kind = "s3" as const;
  readonly credentials: S3Credentials;
  readonly region: string;
  readonly bucket: string;
  readonly #origin: string;
  readonly #basePath: string;
  readonly #fetch: typeof fetch;
  readonly #now: () => Date;

  constructor(config: S3Config, options: { fetch?: typeof fetch; now?: () => Date } = {}) {
    const endpoint = new URL(config.endpoint);
    this.#origin = endpoint.origin;
    this.#basePath = endpoint.pathname.replace(/\/+$/, "");
    this.bucket = config.bucket;
    this.region = config.region;
    this.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? (() => new Date());
  }

  #path(segments: readonly string[]): string {
    return `${this.#basePath}${encodePath([this.bucket, ...segments])}`;
  }

  uploadTarget(): UploadTarget {
    return {
      url: `${this.#origin}${this.#path([])}`,
      bucket: this.bucket,
      areaPrefix: "uploads/",
      credentials: this.credentials,
      region: this.region,
    };
  }

  async put(area: StorageArea, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.#path([area, ...key.split("/")]);
    const headers = signRequestHeaders(
      { method: "PUT", host: new URL(this.#origin).host, path, headers: { "content-type": contentType }, payloadHash: sha256Hex(bytes) },
      { credentials: this.credentials, region: this.region, now: this.#now() },
    );
    const response = await this.#fetch(`${this.#origin}${path}`, { method: "PUT", headers, body: new Uint8Array(bytes) });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`The object store refused PUT ${area}/${key}: ${response.status} ${detail}`);
    }
  }

  signedUrl(area: StorageArea, key: string, { now, seconds }: SignedUrlOptions): string {
    return presignUrl(
      { method: "GET", origin: this.#origin, path: this.#path([area, ...key.split("/")]), expiresSeconds: seconds },
      { credentials: this.credentials, region: this.region, now },
    );
  }
}
