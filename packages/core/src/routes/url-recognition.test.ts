import { describe, expect, test } from "vitest";
import { isReturnUrl, isTrackingUrl, readLinkParams } from "./url-recognition.ts";
import type { ScreenPath } from "./route-table.ts";

describe("tracking URL recognition", () => {
  const forward: ScreenPath[] = ["/", "/page", "/tracking", "/reverse", "/reverse/issue"];
  test.each(forward)("%s with waybill or order_id is a tracking URL", (path) => {
    expect(isTrackingUrl(path, { waybill: "W1" })).toBe(true);
    expect(isTrackingUrl(path, { order_id: "O1" })).toBe(true);
    expect(isTrackingUrl(path, { cp_id: "3", waybill: "W1" })).toBe(true);
  });
  test.each(forward)("%s with only cp_id or security_key is not", (path) => {
    expect(isTrackingUrl(path, { cp_id: "3" })).toBe(false);
    expect(isTrackingUrl(path, { security_key: "k" })).toBe(false);
    expect(isTrackingUrl(path, {})).toBe(false);
  });
  test.each<ScreenPath>(["/my-order", "/issue", "/returns", "/update-contact"])("%s is never a tracking URL", (path) =>
    expect(isTrackingUrl(path, { waybill: "W1" })).toBe(false),
  );
});

describe("return URL recognition", () => {
  const returnPaths: ScreenPath[] = ["/returns", "/returns/status", "/return-exchange"];
  test.each(returnPaths)("%s recognises each identifier combination", (path) => {
    expect(isReturnUrl(path, { waybill: "W", security_key: "K" })).toBe(true);
    expect(isReturnUrl(path, { order_id: "O", mobile: "9" })).toBe(true);
    expect(isReturnUrl(path, { order_id: "O", email: "a@b.c" })).toBe(true);
    expect(isReturnUrl(path, { order_id: "O", security_key: "K" })).toBe(true);
    expect(isReturnUrl(path, { order_id: "O", reference_number: "R" })).toBe(true);
    expect(isReturnUrl(path, { awbs: "A1,A2" })).toBe(true);
  });
  test.each(returnPaths)("%s rejects incomplete combinations", (path) => {
    expect(isReturnUrl(path, { waybill: "W" })).toBe(false);
    expect(isReturnUrl(path, { order_id: "O" })).toBe(false);
    expect(isReturnUrl(path, { security_key: "K" })).toBe(false);
  });
  test("/return-exchange/status and forward paths are not return URLs", () => {
    expect(isReturnUrl("/return-exchange/status", { awbs: "A" })).toBe(false);
    expect(isReturnUrl("/tracking", { awbs: "A" })).toBe(false);
  });
});

describe("link parameters", () => {
  test("reads only the known parameters and drops blanks", () => {
    expect(readLinkParams("?waybill=W1&security_key=%20&foo=1&cp_id=4")).toEqual({ waybill: "W1", cp_id: "4" });
  });
});
