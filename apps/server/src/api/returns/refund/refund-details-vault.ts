import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Refund account details (bank account, UPI id) are stored sealed: AES-256-GCM with a
 * random IV, as `v1.<iv>.<tag>.<ciphertext>` (base64url). Only the brand's payout process
 * needs them in clear; no API answer or log line ever does.
 */
export interface RefundDetailsVault {
  seal(details: unknown): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): unknown;
}

export function createRefundDetailsVault(key: Buffer): RefundDetailsVault {
  if (key.length !== 32) throw new RangeError("The refund details key must be 32 bytes");
  return {
    seal(details) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("Not a sealed refund record");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const clear = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
      return JSON.parse(clear.toString("utf8"));
    },
  };
}
