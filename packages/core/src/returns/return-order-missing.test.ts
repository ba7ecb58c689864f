import { describe, expect, test } from "vitest";
import { isReturnOrderMissing } from "./return-order-missing.ts";

describe("isReturnOrderMissing", () => {
  test.each([400, 401, 404])("return-info's %i: no returnable order for the link", (status) => {
    expect(isReturnOrderMissing({ kind: "api", status, message: "" })).toBe(true);
  });

  test.each([
    ["a server error", { kind: "http", status: 500, message: "" }],
    ["too many requests", { kind: "api", status: 429, message: "" }],
    ["no answer", { kind: "network", message: "offline" }],
    ["a time-out", { kind: "timeout", message: "" }],
  ] as const)("%s: a failure to retry, not a missing order", (_name, error) => {
    expect(isReturnOrderMissing(error)).toBe(false);
  });
});
