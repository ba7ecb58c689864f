import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LocalObjectStore } from "./local-object-store.ts";
import { S3ObjectStore } from "./s3-object-store.ts";
import { sha256Hex, signRequestHeaders } from "./sigv4.ts";

const now = new Date("2026-11-21T12:00:00.000Z");

describe("local object store", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "portal-store-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("keeps files under <root>/<area>/<key> and never outside", async () => {
    const store = new LocalObjectStore({ root, secret: "local-store-secret" });
    await store.put("labels", "alpha/job.pdf", new TextEncoder().encode("%PDF-1.7"));
    expect(readFileSync(join(root, "labels", "alpha", "job.pdf"), "utf8")).toBe("%PDF-1.7");
    expect(Buffer.from((await store.read("labels", "alpha/job.pdf")) ?? []).toString()).toBe("%PDF-1.7");
    expect(await store.read("uploads", "alpha/job.pdf")).toBeUndefined();
    expect(store.pathOf("uploads", "../labels/alpha/job.pdf")).toBeUndefined();
    await expect(store.put("uploads", "../../escape.txt", new Uint8Array([1]))).rejects.toThrow(/Unsafe object key/);
  });

  test("signs links per key and refuses them once expired", () => {
    const store = new LocalObjectStore({ root, secret: "local-store-secret" });
    const url = new URL(store.signedUrl("labels", "alpha/job.pdf", { origin: "https://alpha.example.com", now, seconds: 60 }));
    expect(url.pathname).toBe("/api/v1/labels/alpha/job.pdf");
    const [expires, signature] = [url.searchParams.get("expires") ?? "", url.searchParams.get("signature") ?? ""];
    expect(store.verifySignedUrl("labels", "alpha/job.pdf", expires, signature, now)).toBe(true);
    expect(store.verifySignedUrl("labels", "alpha/other.pdf", expires, signature, now)).toBe(false);
    expect(store.verifySignedUrl("uploads", "alpha/job.pdf", expires, signature, now)).toBe(false);
    expect(store.verifySignedUrl("labels", "alpha/job.pdf", String(Number(expires) + 1), signature, now)).toBe(false);
    expect(store.verifySignedUrl("labels", "alpha/job.pdf", expires, signature, new Date(now.getTime() + 60_000))).toBe(false);
    const other = new LocalObjectStore({ root, secret: "another-secret-value" });
    expect(other.verifySignedUrl("labels", "alpha/job.pdf", expires, signature, now)).toBe(false);
  });
});

describe("S3-compatible object store", () => {
  interface Received {
    method: string;
    url: string;
    headers: IncomingMessage["headers"];
    body: Buffer;
  }
  const received: Received[] = [];
  let answerStatus = 200;
  let endpoint: string;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answerStatus, { "content-type": "application/xml" });
      res.end(answerStatus === 200 ? "" : "<Error><Code>AccessDenied</Code></Error>");
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({ endpoint, bucket: "portal-media", region: "eu-central-1", accessKeyId: "AKIDTEST", secretAccessKey: "s3-test-secret" });

  test("PUTs path-style with a SigV4 signature over the body's hash", async () => {
    const store = new S3ObjectStore(config(), { now: () => now });
    const body = new TextEncoder().encode("%PDF-1.7 label");
    await store.put("labels", "alpha/job 1.pdf", body, "application/pdf");
    const request = received.at(-1);
    expect(request?.method).toBe("PUT");
    expect(request?.url).toBe("/portal-media/labels/alpha/job%201.pdf");
    expect(request?.body.toString()).toBe("%PDF-1.7 label");
    expect(request?.headers["x-amz-content-sha256"]).toBe(sha256Hex(body));
    expect(request?.headers["content-type"]).toBe("application/pdf");
    // The server side of S3: recompute the signature from what arrived.
    const expected = signRequestHeaders(
      {
        method: "PUT",
        host: request?.headers.host ?? "",
        path: request?.url ?? "",
        headers: { "content-type": "application/pdf" },
        payloadHash: sha256Hex(body),
      },
      { credentials: { accessKeyId: "AKIDTEST", secretAccessKey: "s3-test-secret" }, region: "eu-central-1", now },
    );
    expect(request?.headers.authorization).toBe(expected["authorization"]);
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/20261121\/eu-central-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
  });

  test("a refused PUT is an error naming the status", async () => {
    answerStatus = 403;
    try {
      await expect(new S3ObjectStore(config()).put("labels", "alpha/x.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(
        /403 <Error><Code>AccessDenied/,
      );
    } finally {
      answerStatus = 200;
    }
  });

  test("uploads target the bucket URL; downloads are pre-signed GET links", () => {
    const store = new S3ObjectStore(config());
    expect(store.uploadTarget()).toMatchObject({ url: `${endpoint}/portal-media`, bucket: "portal-media", areaPrefix: "uploads/", region: "eu-central-1" });
    const link = new URL(store.signedUrl("labels", "alpha/job.pdf", { origin: "ignored", now, seconds: 3600 }));
    expect(link.origin + link.pathname).toBe(`${endpoint}/portal-media/labels/alpha/job.pdf`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
      "X-Amz-Credential": "AKIDTEST/20261121/eu-central-1/s3/aws4_request",
      "X-Amz-Date": "20261121T120000Z",
      "X-Amz-Expires": "3600",
      "X-Amz-SignedHeaders": "host",
    });
  });
});
