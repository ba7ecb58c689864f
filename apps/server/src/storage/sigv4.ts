import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * AWS Signature Version 4, the signing every S3-compatible store (AWS, MinIO, R2, Ceph, …)
 * accepts. Only what this server needs: header-signed requests (PUT an object), query-signed
 * URLs (a download link) and POST policies (a browser upload form).
 */

export const SIGV4_ALGORITHM = "AWS4-HMAC-SHA256";
export const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** What a signature is scoped to: one day, one region, the s3 service. */
export interface SigningScope {
  credentials: S3Credentials;
  region: string;
  now: Date;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: Uint8Array | string, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** `20130524T000000Z` and `20130524`. */
export function amzDate(now: Date): { dateTime: string; date: string } {
  const dateTime = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return { dateTime, date: dateTime.slice(0, 8) };
}

export function credentialScope(date: string, region: string): string {
  return `${date}/${region}/s3/aws4_request`;
}

/** `<access key id>/<date>/<region>/s3/aws4_request`, the x-amz-credential value. */
export function credentialOf(scope: SigningScope): string {
  return `${scope.credentials.accessKeyId}/${credentialScope(amzDate(scope.now).date, scope.region)}`;
}

export function signingKey(secretAccessKey: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), "s3"), "aws4_request");
}

/** Hex HMAC of `text` with the day's signing key. */
export function signText(secretAccessKey: string, date: string, region: string, text: string): string {
  return hmac(signingKey(secretAccessKey, date, region), text).toString("hex");
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, the rest is %XX (upper case). */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `/bucket/a/b.png` from path segments, each encoded once (the canonical URI of S3). */
export function encodePath(segments: readonly string[]): string {
  return `/${segments.map(uriEncode).join("/")}`;
}

function canonicalQuery(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

function stringToSign(dateTime: string, scope: string, canonicalRequest: string): string {
  return [SIGV4_ALGORITHM, dateTime, scope, sha256Hex(canonicalRequest)].join("\n");
}

export interface RequestToSign {
  method: string;
  /** `host[:port]` exactly as the request will send it. */
  host: string;
  /** Already encoded, e.g. from `encodePath`. */
  path: string;
  query?: Readonly<Record<string, string>>;
  /** Extra headers to sign (names in any case). */
  headers?: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body, or UNSIGNED_PAYLOAD. */
  payloadHash: string;
}

/**
 * The headers to send with a header-signed request: the caller's, plus host, x-amz-date,
 * x-amz-content-sha256 and authorization.
 */
export function signRequestHeaders(request: RequestToSign, scope: SigningScope): Record<string, string> {
  const { dateTime, date } = amzDate(scope.now);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  headers["host"] = request.host;
  headers["x-amz-date"] = dateTime;
  headers["x-amz-content-sha256"] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query ?? {}),
    names.map((n) => `${n}:${headers[n]}\n`).join(""),
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const scopeText = credentialScope(date, scope.region);
  const signature = signText(scope.credentials.secretAccessKey, date, scope.region, stringToSign(dateTime, scopeText, canonicalRequest));
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `${SIGV4_ALGORITHM} Credential=${scope.credentials.accessKeyId}/${scopeText},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

/** A query-signed URL (a download link) valid for `expiresSeconds` from `scope.now`. */
export function presignUrl(request: { method: string; origin: string; path: string; expiresSeconds: number }, scope: SigningScope): string {
  const { dateTime, date } = amzDate(scope.now);
  const host = new URL(request.origin).host;
  const query: Record<string, string> = {
    "X-Amz-Algorithm": SIGV4_ALGORITHM,
    "X-Amz-Credential": credentialOf(scope),
    "X-Amz-Date": dateTime,
    "X-Amz-Expires": String(request.expiresSeconds),
    "X-Amz-SignedHeaders": "host",
  };
  const canonicalRequest = [request.method, request.path, canonicalQuery(query), `host:${host}\n`, "host", UNSIGNED_PAYLOAD].join("\n");
  const signature = signText(
    scope.credentials.secretAccessKey,
    date,
    scope.region,
    stringToSign(dateTime, credentialScope(date, scope.region), canonicalRequest),
  );
  return `${request.origin}${request.path}?${canonicalQuery({ ...query, "X-Amz-Signature": signature })}`;
}
