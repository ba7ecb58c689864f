import { expect, test } from "vitest";
import { NDR_REASON_CODES } from "@portal/core/ndr";
import { PICKUP_REASON_CODES } from "@portal/core/pickup";
import { defaultIssueConfig, staffIssueName } from "./default-issue-configs.ts";

// Issue 33 item 20: the ops table names reasons for staff, never a bare code or the shopper's sentence.
test("every listed reason has its own staff name, worded for staff", () => {
  const names = [...NDR_REASON_CODES.map((code) => staffIssueName("delivery", code)), ...PICKUP_REASON_CODES.map((code) => staffIssueName("pickup", code))];
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).not.toMatch(/\byou(r)?\b|^\d+$/i);
  expect(defaultIssueConfig("delivery", 2).issueName).toBe("Customer refused delivery");
});

test("a code outside the tables is named with its number, not shown as a bare '99'", () => {
  expect(staffIssueName("delivery", 99)).toBe("Unlisted delivery reason 99 (under investigation)");
  expect(staffIssueName("pickup", 99)).toBe("Unlisted pickup reason 99 (under investigation)");
});
