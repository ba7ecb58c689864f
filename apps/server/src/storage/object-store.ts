import type { S3Credentials } from "./sigv4.ts";

/** What the store holds: shoppers' images (public by key) and shipping labels (private). */
export type StorageArea = "uploads" | "labels";

/** Where browsers post an upload form, and the credentials that sign it. */
export interface UploadTarget {
  url: string;
  bucket: string;
  /** Keys of the uploads area start with this in the form ("uploads/" in a bucket, "" locally). */
  areaPrefix: string;
  credentials: S3Credentials;
  region: string;
}

export interface SignedUrlOptions {
  /** Origin of the request that asks (https://acme.example.com), for links to this server. */
  origin: string;
  now: Date;
  seconds: number;
}

/** The operations both stores offer; see LocalObjectStore and S3ObjectStore. */
export interface ObjectStoreOperations {
  uploadTarget(origin: string): UploadTarget;
  put(area: StorageArea, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A download link to a private object, good for `seconds`. */
  signedUrl(area: StorageArea, key: string, options: SignedUrlOptions): string;
}
