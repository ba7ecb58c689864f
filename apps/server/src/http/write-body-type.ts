import type { MessageDescriptor } from "@lingui/core";
import { STORAGE_MESSAGE, WRITE_REFUSAL_MESSAGE } from "@portal/core/messages";

/** The media types a state-changing call's body may have, by where it is sent. */
export type WriteBodyKind = "json" | "upload-form" | "page-form";

const ACCEPTED_TYPES: Record<WriteBodyKind, readonly string[]> = {
  json: ["application/json"],
  // The local upload receiver takes the presigned POST form, as an S3 bucket would.
  "upload-form": ["multipart/form-data"],
  // A page's own form posting without JavaScript.
  "page-form": ["application/x-www-form-urlencoded", "multipart/form-data"],
};

/** What a body of another type is told (415). */
export const WRONG_BODY_TYPE_MESSAGE: Record<WriteBodyKind, MessageDescriptor> = {
  json: WRITE_REFUSAL_MESSAGE.unsupportedType,
  "upload-form": STORAGE_MESSAGE.notMultipart,
  // Only another site's page would post a portal form as anything else.
  "page-form": WRITE_REFUSAL_MESSAGE.foreignOrigin,
};

/** /api/v1/uploads takes the upload form, every other API call JSON, pages their forms. */
export function writeBodyKindOf(path: string): WriteBodyKind {
  if (/^\/api\/v1\/uploads\/?$/.test(path)) return "upload-form";
  return path.startsWith("/api/") ? "json" : "page-form";
}

/**
 * Whether the body's declared type suits the call. A request without a body (a logout) needs
 * no type; a body without one is refused, since a browser sends those only as text/plain.
 */
export function isAcceptedBodyType(kind: WriteBodyKind, contentType: string | undefined, hasBody: boolean): boolean {
  if (contentType === undefined || contentType.trim() === "") return !hasBody;
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return ACCEPTED_TYPES[kind].includes(mediaType);
}
