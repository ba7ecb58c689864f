import { describe, expect, test } from "vitest";
import { presignUrl, sha256Hex, signRequestHeaders, signText, uriEncode, encodePath } from "./sigv4.ts";

// The worked examples of Amazon's S3 documentation ("Signature Calculations for the
// Authorization Header", "Authenticating Requests: Using Query Parameters", "Example:
// Browser-Based Upload using HTTP POST"): any S3-compatible store accepts what matches them.
const credentials = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const may24 = new Date("2013-05-24T00:00:00Z");

describe("SigV4 against Amazon's published examples", () => {
  test("PUT Object with a header-signed request", () => {
    const body = "Welcome to Amazon S3.";
    expect(sha256Hex(body)).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = signRequestHeaders(
      {
        method: "PUT",
        host: "examplebucket.s3.amazonaws.com",
        path: encodePath(["test$file.text"]),
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: sha256Hex(body),
      },
      { credentials, region: "us-east-1", now: may24 },
    );
    expect(headers["authorization"]).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class," +
        "Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
    expect(headers).not.toHaveProperty("host");
  });

  test("GET Object with a pre-signed URL", () => {
    const url = new URL(
      presignUrl(
        { method: "GET", origin: "https://examplebucket.s3.amazonaws.com", path: "/test.txt", expiresSeconds: 86400 },
        { credentials, region: "us-east-1", now: may24 },
      ),
    );
    expect(url.origin + url.pathname).toBe("https://examplebucket.s3.amazonaws.com/test.txt");
    expect(url.searchParams.get("X-Amz-Credential")).toBe("AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request");
    expect(url.searchParams.get("X-Amz-Signature")).toBe("aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404");
  });

  test("a browser POST policy", () => {
    const policy =
      "eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9";
    expect(signText(credentials.secretAccessKey, "20151229", "us-east-1", policy)).toBe("8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e");
  });

  test("encodes key characters the way S3 does", () => {
    expect(uriEncode("a b(1)*!'~._-")).toBe("a%20b%281%29%2A%21%27~._-");
    expect(encodePath(["bucket", "uploads", "x y.png"])).toBe("/bucket/uploads/x%20y.png");
  });
});
