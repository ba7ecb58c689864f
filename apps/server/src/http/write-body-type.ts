/** The media types a state-changing call's body may have, by where it is sent. */
export type WriteBodyKind = "json" | "upload-form" | "page-form";

const ACCEPTED_TYPES: Record<WriteBodyKind, readonly string[]> = {
  json: ["application/json"],
  // The local upload receiver takes the presigned POST form, as an S3 bucket would.
  "upload-form": ["multipart/form-data"],
  // A page's own form posting without JavaScript.
  "page-form": ["application/x-www-form-urlencoded", "multipart/form-data"],
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
