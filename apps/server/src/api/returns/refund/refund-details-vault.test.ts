import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createRefundDetailsVault } from "./refund-details-vault.ts";
import { maskAccountNumber, maskUpiId } from "./refund-masking.ts";

describe("refund details vault", () => {
  const vault = createRefundDetailsVault(randomBytes(32));
  const details = { bank_detail: { accountNumber: "50100123456789", ifsccode: "HDFC0000001" } };

  test("seals to text without the clear values and opens back", () => {
    const sealed = vault.seal(details);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("50100123456789");
    expect(vault.open(sealed)).toEqual(details);
    // A fresh IV each time: equal details do not give equal texts.
    expect(vault.seal(details)).not.toBe(sealed);
  });

  test("altered text or another key cannot open it", () => {
    const sealed = vault.seal(details);
    const parts = sealed.split(".");
    // Flip one character of the tag to a different one (writing a fixed letter fails when it is already that letter).
    const tag = parts[3] ?? "";
    const tampered = [...parts.slice(0, 3), `${tag.startsWith("A") ? "B" : "A"}${tag.slice(1)}`].join(".");
    expect(tampered).not.toBe(sealed);
    expect(() => vault.open(tampered)).toThrow();
    expect(() => createRefundDetailsVault(randomBytes(32)).open(sealed)).toThrow();
    expect(() => vault.open("plain text")).toThrow();
    expect(() => createRefundDetailsVault(randomBytes(16))).toThrow(RangeError);
  });
});

describe("refund masking", () => {
  test.each([
    ["50100123456789", "**********6789"],
    ["5010 0123 4567 89", "**********6789"],
    ["1234", "1234"],
  ])("account %s -> %s", (account, masked) => expect(maskAccountNumber(account)).toBe(masked));

  test.each([
    ["9820098765@okaxis", "******8765@okaxis"],
    ["ananya.rao@ybl", "******.rao@ybl"],
    ["noatsign12345", "*********2345"],
  ])("UPI %s -> %s", (upi, masked) => expect(maskUpiId(upi)).toBe(masked));
});
