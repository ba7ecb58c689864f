import { describe, expect, test } from "vitest";
import { isSafeObjectKey, safeFileName } from "./object-key.ts";
import { decodePolicy, encodePolicy } from "./post-policy.ts";
import { presignPost, verifyPresignedPost, type PresignedPost } from "./presigned-post.ts";

const credentials = { accessKeyId: "portal-local", secretAccessKey: "a-secret-of-at-least-16" };
const now = new Date("2026-11-21T12:00:00.000Z");
const MB = 1024 * 1024;

function form(): PresignedPost {
  return presignPost(
    {
      url: "http://demo.localhost:3000/api/v1/uploads",
      bucket: "portal-local",
      keyPrefix: "demo/g1/",
      key: "demo/g1/photo.jpg",
      contentType: "image/jpeg",
      maxBytes: 5 * MB,
      expiresSeconds: 600,
    },
    { credentials, region: "local", now },
  );
}

/** The fields as the receiver sees them: names lower-cased. */
const lower = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v]));

function verify(fields: Record<string, string>, overrides: { fileSize?: number; at?: Date; secret?: string } = {}) {
  return verifyPresignedPost(lower(fields), {
    credentials: { ...credentials, secretAccessKey: overrides.secret ?? credentials.secretAccessKey },
    region: "local",
    bucket: "portal-local",
    fileSize: overrides.fileSize ?? 1000,
    now: overrides.at ?? new Date(now.getTime() + 60_000),
    isSafeKey: isSafeObjectKey,
  });
}

describe("pre-signed POST policy", () => {
  test("carries the S3 fields and a policy with size, key prefix and expiry", () => {
    const { fields } = form();
    expect(Object.keys(fields).sort()).toEqual(
      ["Content-Type", "key", "policy", "success_action_status", "x-amz-algorithm", "x-amz-credential", "x-amz-date", "x-amz-signature"].sort(),
    );
    expect(fields["x-amz-credential"]).toBe("portal-local/20261121/local/s3/aws4_request");
    const policy = decodePolicy(fields["policy"] ?? "");
    expect(policy?.expiration).toBe("2026-11-21T12:10:00.000Z");
    expect(policy?.conditions).toContainEqual(["content-length-range", 0, 5 * MB]);
    expect(policy?.conditions).toContainEqual(["starts-with", "$key", "demo/g1/"]);
  });

  test("accepts its own form, also under another name inside the prefix", () => {
    expect(verify(form().fields)).toEqual({ ok: true, key: "demo/g1/photo.jpg", contentType: "image/jpeg" });
    expect(verify({ ...form().fields, key: "demo/g1/other.png" })).toMatchObject({ ok: true, key: "demo/g1/other.png" });
  });

  test("refuses a key outside the prefix, a bigger file, a late post and a stray field", () => {
    expect(verify({ ...form().fields, key: "acme/g1/photo.jpg" })).toEqual({ ok: false, failure: { kind: "condition-failed", field: "key" } });
    expect(verify(form().fields, { fileSize: 5 * MB + 1 })).toEqual({ ok: false, failure: { kind: "size", min: 0, max: 5 * MB } });
    expect(verify(form().fields, { at: new Date(now.getTime() + 601_000) })).toEqual({ ok: false, failure: { kind: "expired" } });
    expect(verify({ ...form().fields, acl: "public-read" })).toEqual({ ok: false, failure: { kind: "field-not-allowed", field: "acl" } });
    expect(verify({ ...form().fields, "Content-Type": "image/svg+xml" })).toEqual({
      ok: false,
      failure: { kind: "condition-failed", field: "content-type" },
    });
  });

  test("refuses a forged signature, another secret, a rewritten policy and missing fields", () => {
    const { fields } = form();
    expect(verify({ ...fields, "x-amz-signature": "0".repeat(64) })).toEqual({ ok: false, failure: { kind: "bad-signature" } });
    expect(verify(fields, { secret: "another-secret-16chars" })).toEqual({ ok: false, failure: { kind: "bad-signature" } });
    const widened = decodePolicy(fields["policy"] ?? "");
    const forged = encodePolicy({ ...widened!, conditions: [["starts-with", "$key", ""]] });
    expect(verify({ ...fields, policy: forged })).toEqual({ ok: false, failure: { kind: "bad-signature" } });
    const { policy: _p, ...withoutPolicy } = fields;
    expect(verify(withoutPolicy)).toEqual({ ok: false, failure: { kind: "missing-field", field: "policy" } });
    expect(verify({ ...fields, "x-amz-credential": "someone/20261121/local/s3/aws4_request" })).toEqual({
      ok: false,
      failure: { kind: "bad-credential" },
    });
  });

  test("refuses a key that is no safe path even inside the prefix", () => {
    expect(verify({ ...form().fields, key: "demo/g1/../../etc/passwd" })).toEqual({ ok: false, failure: { kind: "unsafe-key" } });
  });
});

describe("object keys", () => {
  test("only plain relative segments are safe", () => {
    expect(isSafeObjectKey("demo/g1/photo.jpg")).toBe(true);
    const unsafe = ["", "/abs", "a//b", "a/../b", "a/./b", ".hidden", "a\\b", "a/b c", "a/%2e%2e", "a/"];
    expect(unsafe.filter(isSafeObjectKey)).toEqual([]);
  });

  test("file names are made fit for a key and keep their extension", () => {
    expect(safeFileName("My photo (1).JPG")).toBe("My-photo-1.jpg");
    expect(safeFileName("../../x.png")).toBe("x.png");
    expect(safeFileName("фото.jpeg")).toBe("image.jpeg");
  });
});
