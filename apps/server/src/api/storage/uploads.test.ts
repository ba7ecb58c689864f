import { readdirSync } from "node:fs";
import { join } from "node:path";
import { storedFileUrl, type Envelope, type PresignedPost } from "@portal/core/api";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { findUploadGrant } from "@portal/db/repositories/storage-uploads";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { decodePolicy } from "../../storage/post-policy.ts";
import { verifyPresignedPost } from "../../storage/presigned-post.ts";
import { isSafeObjectKey } from "../../storage/object-key.ts";
import { disguisedHtml, jpegImage, pngImage } from "../../testing/image-fixtures.ts";
import { RETURN_SHIPMENT_UUID, insertStorageFixture, manualClock } from "../../testing/storage-fixture.ts";
import { UPLOAD_QUOTA } from "../../storage/upload-quotas.ts";
import { startStorageTestServer, useStorageTestServer, type StorageTestServer } from "../../testing/storage-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";

const SECRET = "uploads-test-signing-secret";
const MB = 1024 * 1024;

/** A browser's form post: the form's fields first, then the file. */
function uploadForm(post: PresignedPost, file: { bytes: Uint8Array; name: string; type: string }, override: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...post.fields, ...override })) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

describe.each(testDatabases)("image uploads through the local receiver on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertStorageFixture });
  const clock = manualClock();
  const server = useStorageTestServer(database, { env: (uploadDir) => ({ UPLOAD_DIR: uploadDir, UPLOAD_SIGNING_SECRET: SECRET }), now: clock.now });

  async function presigned(
    subdomain: string,
    fileKey: string,
    key: string = subdomain === "beta" ? RETURN_SHIPMENT_UUID.beta : RETURN_SHIPMENT_UUID.alpha,
  ): Promise<PresignedPost> {
    const answer = await server.call(subdomain, `/api/v1/file-upload?file_key=${encodeURIComponent(fileKey)}&key=${key}`);
    expect(answer.status).toBe(200);
    const envelope = answer.json<Envelope<PresignedPost>>();
    expect(envelope.meta).toEqual({ success: true, status: 200, message: "" });
    return envelope.result;
  }

  test("a JPEG goes up with the signed form (204) and comes back from its stored URL", async () => {
    const post = await presigned("alpha", "My photo.JPG");
    expect(post.url).toBe(`http://alpha.localhost:${server.port}/api/v1/uploads`);
    expect(post.fields["key"]).toMatch(/^alpha\/[0-9a-f]{32}\/My-photo\.jpg$/);
    expect(post.fields["Content-Type"]).toBe("image/jpeg");
    const policy = decodePolicy(post.fields["policy"] ?? "");
    expect(policy?.conditions).toContainEqual(["content-length-range", 0, 5 * MB]);
    expect(policy?.conditions).toContainEqual(["starts-with", "$key", post.fields["key"]?.replace(/[^/]+$/, "")]);
    expect(Date.parse(policy?.expiration ?? "") - clock.now().getTime()).toBe(600_000);

    const jpeg = jpegImage();
    const stored = await server.fetch(post.url, { method: "POST", body: uploadForm(post, { bytes: jpeg, name: "My photo.JPG", type: "image/jpeg" }) });
    expect(stored.status).toBe(204);
    expect(stored.body.length).toBe(0);
    expect(stored.headers["location"]).toBe(`/api/v1/uploads/${post.fields["key"]}`);

    const file = await server.fetch(storedFileUrl(post));
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.body.equals(jpeg)).toBe(true);

    const grant = await findUploadGrant(database.db, post.fields["key"]?.split("/")[1] ?? "");
    expect(grant).toMatchObject({
      brandId: "b-alpha",
      returnOrderId: "ro-alpha",
      status: "stored",
      objectKey: post.fields["key"],
      contentType: "image/jpeg",
      byteSize: jpeg.length,
    });
  });

  test("a form works only on the brand host that issued it, and a file is served only from its brand's host", async () => {
    const post = await presigned("alpha", "photo.jpg");
    const jpeg = jpegImage();
    const form = () => uploadForm(post, { bytes: jpeg, name: "photo.jpg", type: "image/jpeg" });
    // Issue 32: a form issued on kestrel was accepted when posted to the banyan host.
    const elsewhere = await server.fetch(post.url.replace("//alpha.", "//beta."), { method: "POST", body: form() });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json<Envelope<null>>().meta.message).toBe(englishTextOf(STORAGE_MESSAGE.formUnknown));
    expect((await findUploadGrant(database.db, post.fields["key"]?.split("/")[1] ?? ""))?.status).not.toBe("stored");
    expect((await server.fetch(post.url, { method: "POST", body: form() })).status).toBe(204);
    const url = storedFileUrl(post);
    expect((await server.fetch(url)).status).toBe(200);
    const onBeta = await server.fetch(url.replace("//alpha.", "//beta."));
    expect(onBeta.status).toBe(404);
    expect(onBeta.json<Envelope<null>>().meta.message).toBe(englishTextOf(STORAGE_MESSAGE.noSuchFile));
  });

  test("a PNG is stored as a PNG, whatever name the shopper picked inside the form's folder", async () => {
    const post = await presigned("alpha", "scan.png");
    const png = await pngImage();
    const key = post.fields["key"]?.replace(/[^/]+$/, "renamed.png") ?? "";
    const stored = await server.fetch(post.url, { method: "POST", body: uploadForm(post, { bytes: png, name: "scan.png", type: "image/png" }, { key }) });
    expect(stored.status).toBe(204);
    const file = await server.fetch(storedFileUrl({ ...post, fields: { ...post.fields, key } }));
    expect([file.status, file.headers["content-type"]]).toEqual([200, "image/png"]);
    expect(file.body.equals(png)).toBe(true);
  });

  test("a disguised non-image is refused by its bytes, stores nothing, and leaves the form usable", async () => {
    const post = await presigned("alpha", "photo.jpg");
    const refused = await server.fetch(post.url, {
      method: "POST",
      body: uploadForm(post, { bytes: disguisedHtml(), name: "photo.jpg", type: "image/jpeg" }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json()).toEqual({ meta: { success: false, status: 400, message: "The file format is not supported" }, result: null });
    expect((await server.fetch(storedFileUrl(post))).status).toBe(404);
    const retried = await server.fetch(post.url, { method: "POST", body: uploadForm(post, { bytes: jpegImage(), name: "photo.jpg", type: "image/jpeg" }) });
    expect(retried.status).toBe(204);
  });

  test("a form is good for one file, for ten minutes, inside its own folder, up to 5 MB, as signed", async () => {
    const jpeg = { bytes: jpegImage(), name: "a.jpg", type: "image/jpeg" };
    const post = await presigned("alpha", "a.jpg");
    const other = await presigned("beta", "b.jpg");
    const expectRefused = async (form: FormData, status: number, message: RegExp) => {
      const answer = await server.fetch(post.url, { method: "POST", body: form });
      expect(answer.status).toBe(status);
      expect(answer.json<Envelope<null>>().meta.message).toMatch(message);
    };
    // Another brand's folder, or the brand's own folder outside this form's.
    await expectRefused(uploadForm(post, jpeg, { key: other.fields["key"] ?? "" }), 403, /outside the folder/);
    await expectRefused(uploadForm(post, jpeg, { key: "alpha/elsewhere/a.jpg" }), 403, /outside the folder/);
    await expectRefused(uploadForm(post, jpeg, { "x-amz-signature": "0".repeat(64) }), 403, /signature/);
    await expectRefused(uploadForm(post, jpeg, { "Content-Type": "text/html" }), 403, /Content-Type|content-type/);
    await expectRefused(uploadForm(post, jpeg, { acl: "public-read" }), 400, /acl is not allowed/);
    const big = new Uint8Array(5 * MB + 1);
    big.set(jpegImage());
    await expectRefused(uploadForm(post, { ...jpeg, bytes: big }), 413, /at most 5 MB/);

    expect((await server.fetch(post.url, { method: "POST", body: uploadForm(post, jpeg) })).status).toBe(204);
    await expectRefused(uploadForm(post, jpeg), 403, /already been used/);

    const late = await presigned("alpha", "late.jpg");
    clock.advance(601);
    const answer = await server.fetch(late.url, { method: "POST", body: uploadForm(late, jpeg) });
    expect([answer.status, answer.json<Envelope<null>>().meta.message]).toEqual([403, "The upload form has expired. Please ask for a new one."]);
  });

  test("malformed posts answer 400 (415 for another body type) with one line, never 500", async () => {
    const url = `http://alpha.localhost:${server.port}/api/v1/uploads`;
    const notMultipart = await server.fetch(url, { method: "POST", body: "hello", headers: { "content-type": "text/plain" } });
    expect([notMultipart.status, notMultipart.json<Envelope<null>>().meta.message]).toEqual([
      415,
      "The upload must be a multipart form (multipart/form-data).",
    ]);
    const noFile = new FormData();
    noFile.append("key", "alpha/x/y.jpg");
    expect((await server.fetch(url, { method: "POST", body: noFile })).json<Envelope<null>>().meta).toEqual({
      success: false,
      status: 400,
      message: "The form has no file.",
    });
    const unsigned = new FormData();
    unsigned.append("key", "alpha/x/y.jpg");
    unsigned.append("file", new Blob([new Uint8Array(jpegImage())]), "y.jpg");
    expect((await server.fetch(url, { method: "POST", body: unsigned })).json<Envelope<null>>().meta).toEqual({
      success: false,
      status: 400,
      message: "policy is required.",
    });
    const unsafe = await server.fetch(`http://alpha.localhost:${server.port}/api/v1/uploads/..%2F..%2Fetc%2Fpasswd`);
    expect(unsafe.status).toBe(404);
  });

  test("asking for a form checks its parameters, the file type by name, and the brand", async () => {
    const ask = (sub: string, q: string) => server.call(sub, `/api/v1/file-upload${q}`);
    expect((await ask("alpha", "?file_key=doc.pdf&key=k")).json()).toEqual({
      meta: { success: false, status: 400, message: "The file format is not supported" },
      result: null,
    });
    expect((await ask("alpha", "?file_key=a.png")).json<Envelope<null>>().meta).toMatchObject({ status: 400, message: "key is required." });
    expect((await ask("alpha", "?key=k")).json<Envelope<null>>().meta).toMatchObject({ status: 400, message: "file_key is required." });
    expect((await ask("nobody", "?file_key=a.png&key=k")).status).toBe(404);
  });

  test("a form only for an order the asker proved they know: its shipment_uuid, of this brand", async () => {
    const ask = (sub: string, key: string) => server.call(sub, `/api/v1/file-upload?file_key=a.png&key=${encodeURIComponent(key)}`);
    const noOrder = { meta: { success: false, status: 404, message: englishTextOf(STORAGE_MESSAGE.noOrder) }, result: null };
    expect((await ask("alpha", "k")).json()).toEqual(noOrder);
    expect((await ask("alpha", "ALPHA-1")).json()).toEqual(noOrder);
    // Another brand's order, through this brand's host.
    expect((await ask("alpha", RETURN_SHIPMENT_UUID.beta)).json()).toEqual(noOrder);
    expect((await ask("beta", RETURN_SHIPMENT_UUID.beta)).status).toBe(200);
  });

  test("files land under UPLOAD_DIR/uploads/<brand>/<form>/", () => {
    expect(readdirSync(join(server.uploadDir, "uploads")).sort()).toEqual(["alpha"]);
  });
});

describe.each(testDatabases)("pre-signed forms for an S3-compatible store on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertStorageFixture });
  let server: StorageTestServer;
  const s3 = {
    S3_ENDPOINT: "https://objects.example.net",
    S3_BUCKET: "portal-media",
    S3_REGION: "eu-central-1",
    S3_ACCESS_KEY_ID: "AKIDPORTALTEST",
    S3_SECRET_ACCESS_KEY: "s3-secret-for-tests",
  };

  beforeAll(async () => {
    server = await startStorageTestServer({ db: database.db, env: s3 });
  });
  afterAll(async () => server?.close());

  test("point at the bucket, under the brand's uploads/ prefix, signed with the store's keys", async () => {
    const answer = await server.call("alpha", `/api/v1/file-upload?file_key=photo.jpeg&key=${RETURN_SHIPMENT_UUID.alpha}`);
    const post = answer.json<Envelope<PresignedPost>>().result;
    expect(post.url).toBe("https://objects.example.net/portal-media");
    expect(post.fields["key"]).toMatch(/^uploads\/alpha\/[0-9a-f]{32}\/photo\.jpeg$/);
    expect(post.fields["x-amz-credential"]).toMatch(/^AKIDPORTALTEST\/\d{8}\/eu-central-1\/s3\/aws4_request$/);
    expect(storedFileUrl(post)).toBe(`https://objects.example.net/portal-media/${post.fields["key"]}`);
    // What the store will check: the same verification the local receiver runs, with S3's secret.
    const lower = Object.fromEntries(Object.entries(post.fields).map(([k, v]) => [k.toLowerCase(), v]));
    expect(
      verifyPresignedPost(lower, {
        credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
        region: s3.S3_REGION,
        bucket: s3.S3_BUCKET,
        fileSize: 1000,
        now: new Date(),
        isSafeKey: isSafeObjectKey,
      }),
    ).toMatchObject({ ok: true });
  });

  test("there is no local receiver then", async () => {
    const answer = await server.call("alpha", "/api/v1/uploads", { method: "POST", body: new FormData() });
    expect(answer.status).toBe(404);
  });
});

describe.each(testDatabases)("upload quotas on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertStorageFixture });
  const clock = manualClock();
  // TRUST_PROXY: a test names another client with X-Forwarded-For; without it, all are 127.0.0.1.
  const server = useStorageTestServer(database, {
    env: (uploadDir) => ({ UPLOAD_DIR: uploadDir, UPLOAD_SIGNING_SECRET: SECRET, TRUST_PROXY: "true" }),
    now: clock.now,
  });
  const ask = async (sub: string, key: string, client?: string) => {
    const path = `/api/v1/file-upload?file_key=a.jpg&key=${key}`;
    const answer =
      client === undefined
        ? await server.call(sub, path)
        : await server.fetch(`http://${sub}.localhost:${server.port}${path}`, { headers: { "x-forwarded-for": client } });
    return { status: answer.status, message: answer.json<Envelope<PresignedPost | null>>().meta.message, post: answer.json<Envelope<PresignedPost>>().result };
  };
  /** Asks `n` forms and returns the statuses (200 = issued). */
  const askMany = async (n: number, sub: string, key: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await ask(sub, key)).status);
    return statuses;
  };
  /** Three orders of two brands, so no one order's quota binds before the client's. */
  const keys = [
    ["alpha", RETURN_SHIPMENT_UUID.alpha],
    ["alpha", RETURN_SHIPMENT_UUID.alphaSecondOrder],
    ["beta", RETURN_SHIPMENT_UUID.beta],
  ] as const;
  const orderQuota = { status: 429, message: englishTextOf(STORAGE_MESSAGE.orderQuota) };
  const clientQuota = { status: 429, message: englishTextOf(STORAGE_MESSAGE.clientQuota) };

  test("per order: open forms reserve 5 MB each until used or expired; stored files count their size; 30 a day", async () => {
    const open = UPLOAD_QUOTA.perOrder.bytes / (5 * MB);
    expect(await askMany(open - 2, "alpha", RETURN_SHIPMENT_UUID.alpha)).toEqual(Array(open - 2).fill(200));
    const used = [await ask("alpha", RETURN_SHIPMENT_UUID.alpha), await ask("alpha", RETURN_SHIPMENT_UUID.alpha)];
    expect(used.map((u) => u.status)).toEqual([200, 200]);
    expect(await ask("alpha", RETURN_SHIPMENT_UUID.alpha)).toMatchObject(orderQuota);
    // Small files stored through two forms free the rest of their 5 MB each.
    for (const { post } of used) {
      expect((await server.fetch(post.url, { method: "POST", body: uploadForm(post, { bytes: jpegImage(), name: "a.jpg", type: "image/jpeg" }) })).status).toBe(
        204,
      );
    }
    expect((await ask("alpha", RETURN_SHIPMENT_UUID.alpha)).status).toBe(200);
    // Expired unused forms reserve nothing; the day's count still binds at 30.
    clock.advance(601);
    const issued = open + 1;
    expect(await askMany(UPLOAD_QUOTA.perOrder.count - issued - 1 - 5, "alpha", RETURN_SHIPMENT_UUID.alpha)).not.toContain(429);
    clock.advance(601);
    expect(await askMany(6, "alpha", RETURN_SHIPMENT_UUID.alpha)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ask("alpha", RETURN_SHIPMENT_UUID.alpha)).toMatchObject(orderQuota);
    // Another order of the same client is not held back by this one's quota.
    expect((await ask("alpha", RETURN_SHIPMENT_UUID.alphaSecondOrder)).status).toBe(200);
    // A day later the order may upload again.
    clock.advance(24 * 3600);
    expect((await ask("alpha", RETURN_SHIPMENT_UUID.alpha)).status).toBe(200);
  });

  test("per client: 60 forms an hour across orders and brands", async () => {
    clock.advance(24 * 3600);
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_QUOTA.perClient.count; i++) {
      // Forms left unused expire, so open forms stay under both byte quotas.
      if (i > 0 && i % 10 === 0) clock.advance(601);
      const [sub, key] = keys[i % keys.length]!;
      statuses.push((await ask(sub, key)).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await ask("beta", RETURN_SHIPMENT_UUID.beta)).toMatchObject(clientQuota);
  });

  test("per client: 120 MB an hour across orders and brands, open forms counting 5 MB each", async () => {
    clock.advance(24 * 3600);
    const open = UPLOAD_QUOTA.perClient.bytes / (5 * MB);
    expect(open * 5 * MB).toBe(120 * MB);
    // Spread over three orders, so no order's own 60 MB binds first, and far below 60 forms.
    const posts: PresignedPost[] = [];
    for (let i = 0; i < open; i++) {
      const [sub, key] = keys[i % keys.length]!;
      const answer = await ask(sub, key);
      expect(answer.status).toBe(200);
      posts.push(answer.post);
    }
    for (const [sub, key] of keys) expect(await ask(sub, key)).toMatchObject(clientQuota);
    // Two small files stored free the rest of their forms' 5 MB: room for one more form, not two.
    for (const post of posts.slice(0, 2)) {
      expect((await server.fetch(post.url, { method: "POST", body: uploadForm(post, { bytes: jpegImage(), name: "a.jpg", type: "image/jpeg" }) })).status).toBe(
        204,
      );
    }
    expect((await ask("beta", RETURN_SHIPMENT_UUID.beta)).status).toBe(200);
    expect(await ask("beta", RETURN_SHIPMENT_UUID.beta)).toMatchObject(clientQuota);
    // Another client is not held back by this one's bytes.
    expect((await ask("beta", RETURN_SHIPMENT_UUID.beta, "198.51.100.7")).status).toBe(200);
    // Unused forms expire after ten minutes and reserve nothing after.
    clock.advance(601);
    expect((await ask("alpha", RETURN_SHIPMENT_UUID.alpha)).status).toBe(200);
  });
});
