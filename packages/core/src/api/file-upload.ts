import * as v from "valibot";
import { requiredParam } from "./wire-fields.ts";

/**
 * Image upload follows the S3 pre-signed POST protocol: GET file-upload for a URL and form
 * fields, then POST a multipart form (the fields, then the file) to that URL; 204 means stored.
 */
export const UploadUrlQuerySchema = v.object({
  file_key: requiredParam("file_key"),
  key: requiredParam("key"),
});
export type UploadUrlQuery = v.InferInput<typeof UploadUrlQuerySchema>;

export const PresignedPostSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  fields: v.record(v.string(), v.string()),
});
export type PresignedPost = v.InferOutput<typeof PresignedPostSchema>;

/** The status an S3-style store answers a stored upload with. */
export const UPLOAD_SUCCESS_STATUS = 204;

/** Where the uploaded file lives: the form URL plus its `key` field (S3 convention). */
export function storedFileUrl(post: PresignedPost): string {
  const key = post.fields["key"];
  if (!key) return post.url;
  return `${post.url.replace(/\/+$/, "")}/${key.split("/").map(encodeURIComponent).join("/")}`;
}
