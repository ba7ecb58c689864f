import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { purposeKey } from "./purpose-key.ts";

describe("purpose keys", () => {
  test("every purpose has a key of its own", () => {
    const secret = Buffer.from("a-test-secret-of-enough-length");
    const purposes = ["admin-session", "admin-sub-token", "admin-device", "theme-preview", "return-session", "refund-details", "upload-signing"] as const;
    const keys = new Set(purposes.map((purpose) => purposeKey(secret, purpose).toString("hex")));
    expect(keys.size).toBe(purposes.length);
  });

  test("the refund details key is the one details were sealed with before the table", () => {
    // Changing it would leave every stored refund detail unreadable.
    const secret = "a-configured-session-secret";
    expect(purposeKey(Buffer.from(secret, "utf8"), "refund-details")).toEqual(createHmac("sha256", secret).update("returns:refund-details").digest());
  });
});
