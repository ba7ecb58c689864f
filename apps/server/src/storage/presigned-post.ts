import { checkPostPolicy, decodePolicy, encodePolicy, type PolicyViolation, type PostPolicy } from "./post-policy.ts";
import { amzDate, credentialOf, credentialScope, sameSignature, SIGV4_ALGORITHM, signText, type S3Credentials, type SigningScope } from "./sigv4.ts";

/** The upload form a browser posts: the target URL and the fields to send before the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PresignPostInput {
  /** Where the form goes: the bucket URL (S3, path style) or the local receiver. */
  url: string;
  bucket: string;
  /** The form may store the file under any key that starts with this. */
  keyPrefix: string;
  /** The suggested key (starts with keyPrefix). */
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}

/** S3's answer to a stored upload when asked for it (and the product rules' success status). */
const SUCCESS_STATUS = "204";

/** An AWS Signature V4 POST policy and its signature, as S3 documents it. */
export function presignPost(input: PresignPostInput, scope: SigningScope): PresignedPost {
  const credential = credentialOf(scope);
  const { dateTime, date } = amzDate(scope.now);
  const policy: PostPolicy = {
    expiration: new Date(scope.now.getTime() + input.expiresSeconds * 1000).toISOString(),
    conditions: [
      { bucket: input.bucket },
      ["starts-with", "$key", input.keyPrefix],
      // An exact type, not "image/": a store must never serve an upload as, say, SVG or HTML.
      { "Content-Type": input.contentType },
      ["content-length-range", 0, input.maxBytes],
      { success_action_status: SUCCESS_STATUS },
      { "x-amz-algorithm": SIGV4_ALGORITHM },
      { "x-amz-credential": credential },
      { "x-amz-date": dateTime },
    ],
  };
  const encoded = encodePolicy(policy);
  return {
    url: input.url,
    fields: {
      key: input.key,
      "Content-Type": input.contentType,
      success_action_status: SUCCESS_STATUS,
      "x-amz-algorithm": SIGV4_ALGORITHM,
      "x-amz-credential": credential,
      "x-amz-date": dateTime,
      policy: encoded,
      "x-amz-signature": signText(scope.credentials.secretAccessKey, date, scope.region, encoded),
    },
  };
}

/** Why a posted form is refused. */
export type PostFailure =
  | { kind: "missing-field"; field: string }
  | { kind: "bad-credential" }
  | { kind: "bad-signature" }
  | { kind: "malformed-policy" }
  | { kind: "unsafe-key" }
  | PolicyViolation;

export type PostVerification = { ok: true; key: string; contentType: string } | { ok: false; failure: PostFailure };

export interface VerifyPostOptions {
  credentials: S3Credentials;
  region: string;
  bucket: string;
  fileSize: number;
  now: Date;
  isSafeKey: (key: string) => boolean;
}

const REQUIRED_FIELDS = ["key", "policy", "x-amz-algorithm", "x-amz-credential", "x-amz-date", "x-amz-signature"] as const;

/**
 * Checks a posted form the way S3 does: the signature over the policy with the day's key of
 * the named credential, then the policy itself (expiry, conditions, size, stray fields).
 * `fields` are the form's text fields with lower-cased names.
 */
export function verifyPresignedPost(fields: Readonly<Record<string, string>>, options: VerifyPostOptions): PostVerification {
  for (const field of REQUIRED_FIELDS) {
    if (!fields[field]) return { ok: false, failure: { kind: "missing-field", field } };
  }
  const key = fields["key"] ?? "";
  const policyText = fields["policy"] ?? "";
  const dateTime = fields["x-amz-date"] ?? "";
  const [accessKeyId, date, ...rest] = (fields["x-amz-credential"] ?? "").split("/");
  const credentialOk =
    fields["x-amz-algorithm"] === SIGV4_ALGORITHM &&
    accessKeyId === options.credentials.accessKeyId &&
    date !== undefined &&
    /^\d{8}$/.test(date) &&
    rest.join("/") === credentialScope(date, options.region).slice(date.length + 1) &&
    dateTime.startsWith(date);
  if (!credentialOk || date === undefined) return { ok: false, failure: { kind: "bad-credential" } };

  const expected = signText(options.credentials.secretAccessKey, date, options.region, policyText);
  if (!sameSignature(expected, fields["x-amz-signature"] ?? "")) return { ok: false, failure: { kind: "bad-signature" } };

  const policy = decodePolicy(policyText);
  if (!policy) return { ok: false, failure: { kind: "malformed-policy" } };
  const violation = checkPostPolicy(policy, { fields, bucket: options.bucket, fileSize: options.fileSize, now: options.now });
  if (violation) return { ok: false, failure: violation };
  if (!options.isSafeKey(key)) return { ok: false, failure: { kind: "unsafe-key" } };
  return { ok: true, key, contentType: fields["content-type"] ?? "" };
}
